// The new-route recipe (docs/recipes/new-route.md) as a newcomer follows it: its four example files
// are copied, as written, into a module of their own; the data-access lint zone accepts them (and
// refuses the same service with a query of its own), and the authorization walk over the new route
// finds nothing that reaches another shop's bike, while the shop's own dealer gets the real count.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESLint, type Linter } from 'eslint';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { OpenApiDocument } from '@dealer/openapi-fuzz';
import { createTestApi, type TestApi } from './test/test-api.ts';
import { apiRoutes } from './routes.ts';
import { DemoAccounts } from './db/seed/foundation.seed.ts';
import { makeShopObjects, type ShopObjects } from './test/shop-objects.ts';
import { leaksOf, outsiders, send, walkCalls } from './test/authorization-walk.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const recipe = fs.readFileSync(path.join(root, 'docs/recipes/new-route.md'), 'utf8');
const ROUTE = '/api/bike/{vin}/open_tasks';

/** The recipe's code blocks that start with a `// apps/api/src/modules/<module>/<file>` line. */
const exampleFiles = [...recipe.matchAll(/```ts\n([\s\S]*?)```/g)]
  .map(([, block]) => block!.replace(/^ {3}/gm, ''))
  .map((code) => ({ code, file: /^\/\/ apps\/api\/src\/modules\/[\w-]+\/([\w.-]+\.ts)\n/.exec(code)?.[1] }))
  .filter((f): f is { code: string; file: string } => f.file !== undefined);

/** The lint zone alone (with the TypeScript parser): fast, and the rule this check is about. */
async function zoneLinter(): Promise<ESLint> {
  const config = (await import(pathToFileURL(path.join(root, 'eslint.config.js')).href)) as {
    default: Linter.Config[];
    apiDataAccessZone: Linter.Config;
  };
  const parser = config.default.find((c) => c.languageOptions?.parser)?.languageOptions?.parser;
  return new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser } }, config.apiDataAccessZone],
  });
}

describe('the new-route recipe', { timeout: 300_000 }, () => {
  const moduleDir = path.join(root, `apps/api/src/modules/recipe-check-${randomBytes(4).toString('hex')}`);
  let api: TestApi;
  let shop: ShopObjects;

  beforeAll(async () => {
    fs.mkdirSync(moduleDir);
    for (const { file, code } of exampleFiles) fs.writeFileSync(path.join(moduleDir, file), code);
    const routesFile = exampleFiles.find((f) => f.file.endsWith('.routes.ts'))!.file;
    const { openTaskRoutes } = (await import(pathToFileURL(path.join(moduleDir, routesFile)).href)) as {
      openTaskRoutes: FastifyPluginAsyncTypebox;
    };
    const routes: FastifyPluginAsyncTypebox = async (app) => {
      await app.register(apiRoutes);
      await app.register(openTaskRoutes);
    };
    api = await createTestApi('pglite', {}, { routes });
    shop = await makeShopObjects(api);
  });
  afterAll(async () => {
    fs.rmSync(moduleDir, { recursive: true, force: true });
    await api?.close();
  });

  it('has the four files of a module: schemas, repository, service, routes', () => {
    expect(exampleFiles.map((f) => f.file.split('.').slice(-2, -1)[0]).sort()).toEqual([
      'repository',
      'routes',
      'schemas',
      'service',
    ]);
  });

  it('passes the data-access lint zone, which refuses a query outside the repository', async () => {
    const eslint = await zoneLinter();
    const results = await eslint.lintFiles(exampleFiles.map((f) => path.join(moduleDir, f.file)));
    expect(results.flatMap((r) => r.messages.map((m) => `${r.filePath}: ${m.message}`))).toEqual([]);
    const service = exampleFiles.find((f) => f.file.endsWith('.service.ts'))!;
    const [stray] = await eslint.lintText(
      `import { workspaceTasks } from '../../db/tables/index.ts';\n${service.code}\nexport const t = workspaceTasks;\n`,
      { filePath: path.join(moduleDir, service.file) },
    );
    expect(stray!.messages.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
  });

  it('passes the authorization walk: no outsider reaches the shop’s bike, its dealer gets the count', async () => {
    const doc = (await api.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
    const calls = walkCalls(doc, shop).filter((c) => c.path === ROUTE);
    expect(calls.map((c) => c.url)).toEqual([`/api/bike/${shop.vin}/open_tasks`]);
    const identities = await outsiders(api, shop);
    const { leaks, refused } = await leaksOf(api, shop, calls, identities);
    expect(leaks).toEqual([]);
    expect(refused).toBe(Object.keys(identities).length);

    const [expected] = await api.database.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM workspace_tasks t JOIN workspaces w ON w.id = t.workspace_id
       JOIN bikes b ON b.id = w.bike_id AND b.bike_shop_id = w.bike_shop_id
       WHERE b.vin = $1 AND t.status = 'in_progress'`,
      [shop.vin],
    );
    const own = await send(api, calls[0]!, await api.auth(DemoAccounts.dealer));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ result: { vin: shop.vin, open_tasks: expected!.n } });
    expect(expected!.n).toBeGreaterThan(0);
  });
});
