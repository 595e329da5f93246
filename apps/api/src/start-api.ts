// Opens the database, migrates, seeds, builds the app: shared by the server entry point and tests.
import { type ApiConfig } from './config/env.ts';
import { embeddedDatabaseDir, openDatabase, type Database } from './db/database.ts';
import { migrate, withStartupLock } from './db/migrate.ts';
import { seedDemoData } from './db/seed/seed.ts';
import { seedDemoTufRepository } from './modules/firmware/tuf/tuf-demo.ts';
import { createContext } from './app-context.ts';
import { buildApp, type App, type AppOptions } from './app.ts';

export interface StartedApi {
  app: App;
  database: Database;
  close(): Promise<void>;
}

export async function startApi(
  config: ApiConfig,
  options: AppOptions & { schema?: string; database?: Database } = {},
): Promise<StartedApi> {
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: embeddedDatabaseDir(config.dataDir),
      ...(options.schema ? { schema: options.schema } : {}),
    }));
  // Several processes may start together on one empty database: migrations and demo data are
  // applied by one of them at a time (the others wait, then find everything in place).
  const applied = await withStartupLock(database.sql, async () => {
    const migrations = await migrate(database.sql);
    if (config.seedDemoData) {
      await seedDemoData(database.db);
      await seedDemoTufRepository(database.db, config.dataDir);
    }
    return migrations;
  });
  // An empty database was just built (or a new version migrated): the embedded database's memory
  // grew for that and never shrinks, so it starts again from what serving needs (decision 3113).
  if (applied.length > 0) await database.reopen?.();
  const ctx = await createContext(config, database);
  const app = await buildApp(ctx, {
    logger: options.logger ?? false,
    ...(options.routes ? { routes: options.routes } : {}),
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
