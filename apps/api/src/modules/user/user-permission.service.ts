// Assigning a user's permission set (dealer, service center, none): an operator's act, audited once
// in the same transaction, and the user's cached permissions forgotten at once in this process.
import type { Db } from '../../db/database.ts';
import { forgetUsers } from '../../identity/auth-cache.ts';
import { recordAudit, regionOfUser, type AuditActor } from '../audit/audit.service.ts';
import { permissionSetByName, setUserPermissionSet, userWithPermissionSet } from './user.repository.ts';

export class PermissionSetError extends Error {}

/** Gives the user with `email` the permission set `setName`, or none with null; returns the keys. */
export async function assignPermissionSet(
  db: Db,
  actor: AuditActor | null,
  email: string,
  setName: string | null,
): Promise<string[]> {
  const keys = await db.transaction(async (tx) => {
    const user = await userWithPermissionSet(tx, email);
    if (!user) throw new PermissionSetError(`no user with e-mail ${email}`);
    const set = setName ? await permissionSetByName(tx, setName) : null;
    if (set === undefined) throw new PermissionSetError(`no permission set named ${setName}`);
    await setUserPermissionSet(tx, user.id, set?.id ?? null);
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
