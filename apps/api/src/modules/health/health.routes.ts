// Health for load balancers and orchestrators: /api/health says the process is up (liveness);
// /api/ready says it can serve (readiness): the database answers, every migration is applied and the
// identity provider's keys are loaded, the process is not overloaded and not shutting down. Both are
// public, cheap, and never wait in the admission line. A load balancer that checks /api/ready stops
// sending requests to a process that is draining (SIGTERM, server.ts) or overloaded.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { migrationFiles } from '../../db/migrate.ts';

const Checks = Type.Object({
  database: Type.Boolean(),
  migrations: Type.Boolean(),
  identity: Type.Boolean(),
  /** False while the overload guard refuses requests: a stalled event loop, or a full admission line. */
  load: Type.Boolean(),
});
const Readiness = Type.Object({
  /** 'draining': shutting down after SIGTERM; it still serves what reaches it, for a grace period. */
  status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable'), Type.Literal('draining')]),
  checks: Checks,
});

const CHECK_TIMEOUT_MS = 2000;

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, issuer } = app.ctx;
  const expected = migrationFiles();

  app.get(
    '/health',
    {
      // Alive also while overloaded: a liveness probe that failed under load would get a busy process killed.
      config: { access: 'public', pressureHandler: () => undefined },
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
      // The overload guard lets this through: the answer below says 503 in the route's own shape.
      config: { access: 'public', pressureHandler: () => undefined },
      schema: {
        tags: ['health'],
        summary:
          'The process can serve: database reachable, migrations applied, identity keys loaded, not overloaded, not shutting down (503 otherwise)',
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
        load: !app.isUnderPressure() && !app.admissionGate.refusing,
      };
      const ready = checks.database && checks.migrations && checks.identity && checks.load;
      if (app.ctx.lifecycle.draining) return reply.status(503).send({ status: 'draining', checks });
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
