// The container starts the API as `npm start` does: the same V8 flags (scripts/build-server.mjs
// ServerBuilds, decisions 3113 and 3306) on the same compiled file. The Dockerfile's CMD is written by
// hand, so this keeps it from drifting when the flags or the servers' environment change.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { serverCommand, serverEnvironment } from '../../../scripts/build-server.mjs';
import { repoRoot } from './test/api-processes.ts';

const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');

it("starts the API in the container with npm start's V8 flags and file", () => {
  const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
  expect(cmd, 'a CMD in exec form').toBeDefined();
  const [, ...flags] = serverCommand('api');
  const file = path.relative(repoRoot, flags.pop()!);
  expect(JSON.parse(cmd!)).toEqual(['node', ...flags, file]);
});

it("sets the servers' environment of npm start in the container (malloc's arenas)", () => {
  const env = Object.fromEntries(
    [...dockerfile.matchAll(/^ENV (.*)$/gm)].flatMap((m) =>
      m[1]!.split(/\s+/).map((pair) => pair.split('=')),
    ),
  );
  expect(env).toMatchObject(serverEnvironment({}));
});
