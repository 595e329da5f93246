// What the operator commands (permissions, firmware, outbox) share: the API's configuration read
// from the environment, a configuration error printed as one line instead of a stack trace, and the
// database the portal uses — the PostgreSQL server in DATABASE_URL, else the embedded one in DATA_DIR —
// brought to this version's schema first, as the portal's own start does.
import { ConfigError, loadConfig, type ApiConfig } from '../src/config/env.ts';
import { embeddedDatabaseDir, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';

/** The configuration, or undefined after printing why it is wrong (the command then exits 1). */
export function operatorConfig(
  env: Record<string, string | undefined>,
  print: (line: string) => void,
): ApiConfig | undefined {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    print(`Configuration error: ${err.message}`);
    return undefined;
  }
}

/**
 * The portal's own database, with this version's pending migrations applied: an operator who runs
 * a command right after upgrading, before the portal has started once, must not meet a missing
 * column. PGlite allows one process per data folder, so on the embedded database the portal must be
 * stopped first.
 */
export async function openPortalDatabase(config: ApiConfig, print: (line: string) => void) {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: embeddedDatabaseDir(config.dataDir) },
  );
  try {
    const applied = await migrate(database.sql);
    if (applied.length)
      print(
        `Brought the database to this version first: ${applied.length} migration${applied.length === 1 ? '' : 's'} applied, the last ${applied.at(-1)}.`,
      );
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}
