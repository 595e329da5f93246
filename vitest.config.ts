// The suites by depth, each a Vitest project a developer can run alone (`npx vitest run --project NAME`):
//   unit          contracts, server-env, bike-sim, bridge, web: code and in-process servers only
//   api-pglite    the API over embedded PGlite
//   api-postgres  the API suites that run on both databases, over the PostgreSQL server in TEST_DATABASE_URL
//                 (unset: a throwaway server from npm, scripts/lib/test-postgres.mjs)
//   system-*      real peers outside Node: Chromium, pseudo-terminals, python-can (`*.system.test.ts`)
// The browser journeys (e2e/) have their own config. `npm test` runs the depths one after another.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration, type ViteUserConfig } from 'vitest/config';
import contracts from './packages/contracts/vitest.config.ts';
import serverEnv from './packages/server-env/vitest.config.ts';
import bikeSim from './packages/bike-sim/vitest.config.ts';
import bridge from './apps/bridge/vitest.config.ts';
import web from './apps/web/vitest.config.ts';
import api from './apps/api/vitest.config.ts';

const SYSTEM = '**/*.system.test.ts';

/** API test files that run on both databases (they call testDatabases()); the others are PGlite-only. */
function bothDatabaseSuites(): string[] {
  const dir = path.join(import.meta.dirname, 'apps/api/src');
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.test.ts') && !f.endsWith('.system.test.ts'))
    .filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes('testDatabases()'))
    .map((f) => `src/${f.split(path.sep).join('/')}`);
}

/** A package's own config (vitest.config.ts beside it) with its root set and `test` options replaced. */
function project(
  pkg: string,
  base: ViteUserConfig,
  test: TestProjectInlineConfiguration['test'] = {},
): TestProjectInlineConfiguration {
  return { ...base, test: { ...base.test, root: pkg, ...test } };
}

/**
 * A project's global set-up plus a throwaway PostgreSQL server from npm when TEST_DATABASE_URL is unset
 * (`npm test` starts one for all its steps and sets it; decision 3300).
 */
const withPostgresServer = (base: ViteUserConfig) => [
  ...[base.test?.globalSetup ?? []].flat(),
  path.join(import.meta.dirname, 'scripts/lib/test-postgres.mjs'),
];

const withoutSystem = (base: ViteUserConfig) => ({
  exclude: [SYSTEM, '**/node_modules/**'],
  include: base.test?.include,
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two.
    maxWorkers: 2,
    projects: [
      project('packages/contracts', contracts, withoutSystem(contracts)),
      project('packages/server-env', serverEnv, withoutSystem(serverEnv)),
      project('packages/bike-sim', bikeSim, withoutSystem(bikeSim)),
      project('apps/bridge', bridge, withoutSystem(bridge)),
      project('apps/web', web, withoutSystem(web)),
      project('apps/api', api, { name: 'api-pglite', env: { API_TEST_DB: 'pglite' }, ...withoutSystem(api) }),
      project('apps/api', api, {
        name: 'api-postgres',
        env: { API_TEST_DB: 'postgres' },
        include: bothDatabaseSuites(),
        globalSetup: withPostgresServer(api),
      }),
      project('apps/api', api, {
        name: 'system-api',
        include: [`src/${SYSTEM}`],
        globalSetup: withPostgresServer(api),
      }),
      project('apps/bridge', bridge, { name: 'system-bridge', include: [`src/${SYSTEM}`] }),
      project('packages/bike-sim', bikeSim, { name: 'system-bike-sim', include: [`src/${SYSTEM}`] }),
    ],
  },
});
