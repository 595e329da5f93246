// What this process keeps in memory follows the database (docs/decisions/1301): triggers bump a
// version in `cache_versions` and NOTIFY every API process on the database (migration 0301). The
// reference version tags reference-data answers (ETag) and keys their in-memory copies; a change to
// users, permissions, accounts or shops drops every cached identity at once, in every process.
import { forgetUsers } from '../identity/auth-cache.ts';
import type { Database } from './database.ts';

export const CACHE_CHANNEL = 'dealer_cache';

export class CacheVersions {
  /** undefined while unknown (not read yet, or the notification link was down). */
  private reference: number | undefined;

  private constructor(private readonly database: Database) {}

  static async start(database: Database): Promise<CacheVersions> {
    const versions = new CacheVersions(database);
    await database.listen(CACHE_CHANNEL, (payload) => versions.heard(payload));
    await versions.reload();
    return versions;
  }

  /** The reference-data version, or undefined when it cannot be trusted right now. */
  get referenceVersion(): number | undefined {
    return this.reference;
  }

  private heard(payload: string): void {
    const [name, version] = payload.split(':');
    if (name === 'reference' && version) this.reference = Math.max(this.reference ?? 0, Number(version));
    else if (name === 'users') forgetUsers(this.database.db);
    else {
      // '*': the link was re-established and notifications may have been missed.
      forgetUsers(this.database.db);
      this.reference = undefined;
      void this.reload().catch(() => undefined);
    }
  }

  private async reload(): Promise<void> {
    const rows = await this.database.sql.query<{ version: string }>(
      `SELECT version FROM cache_versions WHERE name = 'reference'`,
    );
    this.reference = rows[0] ? Number(rows[0].version) : undefined;
  }
}
