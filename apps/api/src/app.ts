// The API as a Fastify instance, built from a context so tests can inject() without listening.
import Fastify, { LogController, type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_BASE_PATH } from '@dealer/contracts';
import type { AppContext } from './app-context.ts';
import { registerErrorHandler, routerErrorHandler } from './plugins/error-handler.ts';
import { registerInputHygiene } from './plugins/input-hygiene.ts';
import { registerAccessLog } from './plugins/access-log.ts';
import { rateLimitPlugin } from './plugins/rate-limits.ts';
import { admissionPlugin } from './plugins/admission.ts';
import { referenceEtagPlugin } from './plugins/reference-etag.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { accessPlugin } from './plugins/access.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { apiRoutes } from './routes.ts';
import { idpPlugin } from './idp/idp.plugin.ts';
import { downloadsRoutes } from './modules/downloads/downloads.routes.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { sharedSchemaCompilers } from './lib/schema-compilers.ts';

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** The /api routes; a test adds a module of its own here (the new-route recipe's check). */
  routes?: FastifyPluginAsyncTypebox;
}

export async function buildApp(ctx: AppContext, options: AppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    // One access-log line per request (below) instead of Fastify's two; details only at debug.
    logController: new LogController({ disableRequestLogging: true }),
    // request.log is the server's logger itself: a child logger per request (to bind its id) cost
    // every hot read a few per cent; the few lines a request writes name its id themselves.
    childLoggerFactory: (logger: FastifyBaseLogger) => logger,
    // request.ip is the client's address behind the proxies in TRUST_PROXY (config/trusted-proxies.ts).
    trustProxy: ctx.config.trustProxy.length ? ctx.config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    requestTimeout: 60_000,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
    schemaController: { compilersFactory: sharedSchemaCompilers },
    // Errors the router raises before any hook (a path parameter over 100 characters, a malformed
    // URL) leave with catalogue codes too.
    frameworkErrors: routerErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('ctx', ctx);
  registerErrorHandler(app);
  registerInputHygiene(app);
  registerAccessLog(app);
  await app.register(admissionPlugin, ctx.config.admission);
  await app.register(metricsPlugin, {
    token: ctx.config.metricsToken,
    database: ctx.database,
    admission: () => app.admissionGate.stats,
  });
  await app.register(securityHeadersPlugin, {
    publicUrl: ctx.config.publicUrl,
    corsOrigins: ctx.config.corsOrigins,
    // The portal's error reports and replays go to the DSN's host.
    connectSources: ctx.config.monitoring.portalDsn ? [new URL(ctx.config.monitoring.portalDsn).origin] : [],
  });
  await app.register(openapiPlugin);
  await app.register(accessPlugin, { db: ctx.db, verifier: () => ctx.issuer.verifier() });
  await app.register(referenceEtagPlugin, { version: () => ctx.cacheVersions.referenceVersion });
  await app.register(rateLimitPlugin, { db: ctx.db, redisUrl: ctx.config.redisUrl });
  await app.register(idpPlugin);
  await app.register(options.routes ?? apiRoutes, { prefix: API_BASE_PATH });
  await app.register(downloadsRoutes, { dir: ctx.config.downloadsDir });
  await registerWebApp(app, ctx.config.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
