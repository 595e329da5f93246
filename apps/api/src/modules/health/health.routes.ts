// Health for load balancers and orchestrators: /api/health says the process is up (liveness);
// /api/ready says it can serve (readiness): the database answers, every migration is applied and the
// identity provider's keys are loaded. Both are public, cheap, and never wait in the admission line.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { migrationFiles } from '../../db/migrate.ts';

const Checks = Type.Object({
  database: Type.Boolean(),
  migrations: Type.Boolean(),
  identity: Type.Boolean(),
});
const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable')]),
  checks: Checks,
});

const CHECK_TIMEOUT_MS = 2000;

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, issuer } = app.ctx;
  const expected = migrationFiles();

  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary:
          'The process can serve: database reachable, migrations applied, identity keys loaded (503 otherwise)',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_request, reply) => {
      const applied = await withTimeout(
        database.sql.query<{ name: string }>('SELECT name FROM schema_migrations'),
      );
      const checks = {
        database: applied !== undefined,
        migrations: applied !== undefined && expected.every((f) => applied.some((r) => r.name === f)),
        identity: issuer.kind !== 'embedded' || issuer.key !== undefined,
      };
      const ready = checks.database && checks.migrations && checks.identity;
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
    },
  );
};

/** The answer, or undefined when it failed or took longer than CHECK_TIMEOUT_MS. */
async function withTimeout<T>(work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>(
    (resolve) => (timer = setTimeout(() => resolve(undefined), CHECK_TIMEOUT_MS)),
  );
  try {
    return await Promise.race([work.catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
