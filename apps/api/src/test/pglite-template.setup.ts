// Vitest global set-up of the API suites: one migrated, seeded PGlite cluster, dumped to a file that
// every test file's embedded database starts from. Booting and seeding an empty cluster costs about
// four seconds per file on two cores; loading the dump costs one. Tests that need an unseeded or
// file-backed database still start from scratch (test-api.ts decides).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed/seed.ts';

export default async function setup(project: TestProject) {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database.sql);
  await seedDemoData(database.db);
  const dump = await database.dump!();
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-api-template-'));
  const file = path.join(dir, 'seeded.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
