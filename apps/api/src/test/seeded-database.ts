// The suite's seeded PGlite dump (src/test/pglite-template.setup.ts) for tests that open a database
// of their own: loading it takes about a third of a second, an empty cluster's initdb about two (and
// migrating and seeding one several more).
import fs from 'node:fs';
import { inject } from 'vitest';
import { embeddedDatabaseDir, openDatabase, type Database } from '../db/database.ts';

let template: Blob | undefined;

/** The dump, read once per worker. */
function seededTemplate(): Blob {
  template ??= new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  return template;
}

/** An in-memory PGlite holding the migrated and seeded schema. */
export const seededMemoryDatabase = (): Promise<Database> =>
  openDatabase({ dataDir: 'memory://', pgliteTemplate: seededTemplate() });

/**
 * DATA_DIR for the product's embedded database on disk, already migrated and seeded, as after the
 * product's first start: the API or a command opened on it finds everything in place. Returns the
 * database's folder.
 */
export async function seededDataDir(dataDir: string): Promise<string> {
  const folder = embeddedDatabaseDir(dataDir);
  const seeded = await openDatabase({ dataDir: folder, pgliteTemplate: seededTemplate() });
  await seeded.close();
  return folder;
}
