// GET /api/monitoring/config: where the portal sends its error reports and replays. The portal reads
// it at start-up, so one build serves every environment and an operator switches reporting on or off
// with SENTRY_DSN or PORTAL_SENTRY_DSN alone (the CSP's connect-src follows the same setting).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/schema.ts';

const MonitoringConfig = Type.Object({
  dsn: Type.Union([Type.String(), Type.Null()], {
    description: 'Sentry-compatible DSN of the portal; null: error reporting and replay are off',
  }),
  environment: Type.String({ description: 'Environment name attached to every report' }),
});

export const monitoringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { portalDsn, environment } = app.ctx.config.monitoring;
  app.get(
    '/monitoring/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: "The portal's error-reporting settings",
        response: { 200: ok(MonitoringConfig) },
      },
    },
    async () => ({ result: { dsn: portalDsn ?? null, environment } }),
  );
};
