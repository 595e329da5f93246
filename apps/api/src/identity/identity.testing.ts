// Test helper: extra users beside the seeded demo accounts (each test owns the users it changes).
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { users } from '../db/tables/index.ts';
import { hashPassword } from './password.ts';

/** Permission sets the seed creates: 1 dealer, 2 service center. */
export const DEALER_SET = 1;
export const SERVICE_CENTER_SET = 2;

export async function createUser(
  db: Db,
  options: {
    email?: string;
    password?: string;
    permissionSetId?: number | null;
    status?: 'enabled' | 'disabled' | 'unconfirmed';
    displayName?: string;
  } = {},
) {
  const email = options.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: options.password ? await hashPassword(options.password) : null,
      permissionSetId: options.permissionSetId === undefined ? DEALER_SET : options.permissionSetId,
      status: options.status ?? 'enabled',
      displayName: options.displayName ?? 'Test User',
    })
    .returning();
  return row!;
}
