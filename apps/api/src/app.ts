// The API as a Fastify instance, built from a context so tests can inject() without listening.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyStatic from '@fastify/static';
import { API_BASE_PATH } from '@dealer/contracts';
import type { AppContext } from './app-context.ts';
import { registerErrorHandler, routerErrorHandler } from './plugins/error-handler.ts';
import { registerInputHygiene } from './plugins/input-hygiene.ts';
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
import { sharedSchemaCompilers } from './lib/schema-compilers.ts';

export async function buildApp(ctx: AppContext, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    // One access-log line per request (below) instead of Fastify's two; details only at debug.
    logController: new LogController({ disableRequestLogging: true }),
    // request.log is the server's logger itself: a child logger per request (to bind its id) cost
    // every hot read a few per cent; the few lines a request writes name its id themselves.
    childLoggerFactory: (logger: FastifyBaseLogger) => logger,
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
  // Callback style: nothing here waits, and an async hook costs every request a promise.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        reqId: request.id,
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        user: request.currentUser?.id,
      },
      'request',
    );
    done();
  });
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
  await app.register(apiRoutes, { prefix: API_BASE_PATH });
  await app.register(downloadsRoutes, { dir: ctx.config.downloadsDir });
  await registerWebApp(app, ctx.config.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The built portal is served at /; unknown non-API paths get index.html so the SPA can route them. */
async function registerWebApp(app: FastifyInstance, webDist: string) {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    maxAge: '1h',
    immutable: false,
  });
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    // The server's own paths never get the portal: a scraper asking for /metrics on an API without a
    // metrics token gets 404, not an HTML page it cannot parse.
    const pathname = request.url.split('?')[0]!;
    if (pathname.startsWith(API_BASE_PATH + '/') || pathname === '/metrics') return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(index));
  });
}
