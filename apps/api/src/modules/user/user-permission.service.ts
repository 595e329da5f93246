// Assigning a user's permission set (dealer, service center, none): an operator's act, audited once
// in the same transaction, and the user's cached permissions forgotten at once in this process.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { permissionSets, users } from '../../db/tables/index.ts';
import { forgetUsers } from '../../identity/auth-cache.ts';
import { recordAudit, regionOfUser, type AuditActor } from '../audit/audit.service.ts';

export class PermissionSetError extends Error {}

/** Gives the user with `email` the permission set `setName`, or none with null; returns the keys. */
export async function assignPermissionSet(
  db: Db,
  actor: AuditActor | null,
  email: string,
  setName: string | null,
): Promise<string[]> {
  const keys = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, setId: users.permissionSetId, keys: permissionSets.keys })
      .from(users)
      .leftJoin(permissionSets, eq(permissionSets.id, users.permissionSetId))
      .where(sql`lower(${users.email}) = lower(${email})`);
    if (!user) throw new PermissionSetError(`no user with e-mail ${email}`);
    const [set] = setName
      ? await tx.select().from(permissionSets).where(eq(permissionSets.name, setName))
      : [null];
    if (set === undefined) throw new PermissionSetError(`no permission set named ${setName}`);
    await tx
      .update(users)
      .set({ permissionSetId: set?.id ?? null, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await recordAudit(tx, {
      actor,
      subject: 'permission',
      subjectId: user.id,
      action: 'assign',
      regionId: await regionOfUser(tx, user.id),
      before: { permission_set_id: user.setId, keys: user.keys ?? [] },
      after: { permission_set_id: set?.id ?? null, keys: set?.keys ?? [] },
    });
    return set?.keys ?? [];
  });
  forgetUsers(db);
  return keys;
}
