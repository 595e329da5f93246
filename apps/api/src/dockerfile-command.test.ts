// The container starts the API as `npm start` does: the same V8 flags (scripts/build-server.mjs
// ServerBuilds, decisions 3113 and 3306) on the same compiled file. The Dockerfile's CMD is written by
// hand, so this keeps it from drifting when the flags change.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ServerBuilds } from '../../../scripts/build-server.mjs';
import { repoRoot } from './test/api-processes.ts';

it("starts the API in the container with npm start's V8 flags and file", () => {
  const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
  const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
  expect(cmd, 'a CMD in exec form').toBeDefined();
  expect(JSON.parse(cmd!)).toEqual([
    'node',
    ...ServerBuilds.api.nodeFlags,
    `${ServerBuilds.api.dist}/server.mjs`,
  ]);
});
