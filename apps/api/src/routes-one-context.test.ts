// The API's modules share the /api context (routes.ts, decision 3310): calls of routes from different
// modules are made with one Request and one Reply class, and no module sets at its top level what a
// context of its own would have scoped (it would reach every module after it).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createTestApi, type TestApi } from './test/test-api.ts';
import { apiRoutes } from './routes.ts';
import { DemoAccounts } from './db/seed/foundation.seed.ts';

const CONTEXT_SETTINGS =
  /\b(app|api|instance)\.(addHook|decorate\w*|set\w*Handler|addContentTypeParser|removeAllContentTypeParsers|removeContentTypeParser|setValidatorCompiler|setSerializerCompiler|setSchemaErrorFormatter|setReplySerializer|addSchema)\(/;

describe('the API modules in one context', () => {
  let api: TestApi;
  const classes = new Map<string, { request: object; reply: object }>();

  beforeAll(async () => {
    const routes: FastifyPluginAsyncTypebox = async (instance) => {
      instance.addHook('onRequest', (request, reply, done) => {
        classes.set(request.routeOptions.url ?? request.url, {
          request: Object.getPrototypeOf(request) as object,
          reply: Object.getPrototypeOf(reply) as object,
        });
        done();
      });
      await apiRoutes(instance, {});
    };
    api = await createTestApi('pglite', {}, { routes });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('makes the calls of different modules with one Request and one Reply class', async () => {
    const headers = await api.auth(DemoAccounts.dealer);
    // reference, account, health, home: four modules.
    for (const url of ['/brand', '/account/', '/health', '/home/summary']) {
      const res = await api.call('GET', url, headers);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    expect([...classes.keys()].length).toBeGreaterThanOrEqual(4);
    const all = [...classes.values()];
    expect(new Set(all.map((c) => c.request)).size).toBe(1);
    expect(new Set(all.map((c) => c.reply)).size).toBe(1);
  });

  it('has no module set hooks, decorators, parsers or handlers at its top level', () => {
    const modules = path.join(import.meta.dirname, 'modules');
    const offenders = fs
      .readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.routes.ts'))
      .filter((f) => CONTEXT_SETTINGS.test(fs.readFileSync(path.join(modules, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
