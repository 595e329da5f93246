// The embedded provider's store (sessions, interactions, grants, codes, refresh tokens) in the
// oidc_payloads table, so every API process behind a load balancer sees the same state.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database.ts';
import * as repo from './idp.repository.ts';

/** Expired rows are swept at most this often per process. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export function databaseAdapterFactory(db: Db): (model: string) => Adapter {
  let lastSweep = 0;
  const sweep = async () => {
    if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = Date.now();
    await repo.deleteExpiredPayloads(db);
  };
  return (model) => new DatabaseAdapter(db, model, sweep);
}

class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
    private readonly sweep: () => Promise<void>,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    const row = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
    };
    await repo.upsertPayload(this.db, this.model, id, row);
    await this.sweep();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findBy({ id });
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findBy({ uid });
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findBy({ userCode });
  }

  async consume(id: string): Promise<void> {
    await repo.markPayloadConsumed(this.db, this.model, id);
  }

  async destroy(id: string): Promise<void> {
    await repo.deletePayload(this.db, this.model, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await repo.deletePayloadsOfGrant(this.db, this.model, grantId);
  }

  private async findBy(by: Parameters<typeof repo.findLivePayload>[2]): Promise<AdapterPayload | undefined> {
    const row = await repo.findLivePayload(this.db, this.model, by);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}

/** Ends every sign-in session, grant and refresh token of an account (after a password reset). */
export async function revokeAccount(db: Db, accountId: string): Promise<void> {
  await repo.deletePayloadsOfAccount(db, accountId);
}
