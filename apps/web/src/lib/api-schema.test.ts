// @vitest-environment node
// The generated API types must match the API's current OpenAPI document.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');

it('lib/api-schema.gen.ts is up to date with the API route schemas', () => {
  const res = spawnSync(process.execPath, [path.join(root, 'scripts/generate-api-types.mjs'), '--check'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(res.stderr + res.stdout).toContain('API types are up to date');
  expect(res.status).toBe(0);
  // The generator imports the whole API to write its OpenAPI document: 77 s beside the browser
  // journeys on a busy two-core machine (a CI rehearsal), where 60 s was too short.
}, 180_000);
