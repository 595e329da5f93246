// What the operator commands (permissions, firmware, outbox) share: the API's configuration read
// from the environment, a configuration error printed as one line instead of a stack trace, and the
// database the portal uses — the PostgreSQL server in DATABASE_URL, else the embedded one in DATA_DIR.
import path from 'node:path';
import { ConfigError, loadConfig, type ApiConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/database.ts';

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
 * The portal's own database. PGlite allows one process per data folder, so on the embedded database
 * the portal must be stopped first.
 */
export const openPortalDatabase = (config: ApiConfig) =>
  openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
  );
