// Security headers (helmet) for everything this server answers. The portal gets a strict
// Content-Security-Policy: its own scripts and styles only (no inline script), images from itself
// (help-article images come through the media proxy, which is same-origin), calls to itself and to
// the system bridge, which always listens on loopback. The embedded provider's server-rendered pages
// and the API reference get policies that fit them. HSTS only when PUBLIC_URL is https.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@dealer/contracts';
import { EMBEDDED_ISSUER_PATH } from '../identity/issuer.ts';

type Directives = Record<string, string[]>;

/** The portal's policy (also the default for every answer of this server). */
function portalDirectives(extraConnect: string[] = []): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    // blob: previews of a photo chosen for upload, before it is sent.
    'img-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    // The system bridge: http://127.0.0.1:3008 by default, any port on loopback (BRIDGE_PORT).
    'connect-src': ["'self'", 'http://127.0.0.1:*', 'http://localhost:*', ...extraConnect],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The provider's sign-in pages: inline styles of their own; forms post to themselves and redirect to the portal. */
const issuerDirectives = (portalOrigins: string[]): Directives => ({
  ...portalDirectives(),
  'style-src': ["'self'", "'unsafe-inline'"],
  'form-action': ["'self'", ...portalOrigins],
});

/** Swagger UI at /api/docs: its own inline styles and data: images. */
const docsDirectives = (): Directives => ({
  ...portalDirectives(),
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
});

/**
 * The API's answers (JSON, and files the portal fetches with its token): nothing in them may load,
 * run or be framed. OWASP's REST Security Cheat Sheet set: a policy allowing nothing, nosniff, no
 * framing, no referrer, same-origin reading, HSTS over https. The browser-isolation headers of a page
 * (COOP, Origin-Agent-Cluster, the legacy IE and Flash ones) mean nothing for a fetched answer, and
 * each header costs every hot read: on loopback a 950-byte head took twice the kernel time of bare
 * Fastify's (decision 1308).
 */
function apiHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The headers helmet sets for a policy, computed once. @fastify/helmet calls `helmet(options)` on every
 * request, which re-parses and re-validates the whole policy each time and cost a third of a hot
 * read's throughput (decision 1303); the answers are the same bytes every time, so they are built once.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error('helmet refused the security header options');
  });
  return headers;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The security headers of this route when it needs another policy than the portal's. */
    securityHeaders?: Record<string, string>;
    /** The API's lean set (apiHeaders), sent with the reply's other headers. */
    apiHeaders?: Record<string, string>;
  }
}

export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { publicUrl: string; corsOrigins: string[]; connectSources?: string[] },
  ) => {
    const https = opts.publicUrl.startsWith('https:');
    const headersFor = (directives: Directives) =>
      securityHeaders({
        contentSecurityPolicy: { useDefaults: false, directives },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
        // The portal opens no cross-origin windows that need it, and loads nothing cross-origin.
        crossOriginEmbedderPolicy: false,
      });
    const portal = headersFor(portalDirectives(opts.connectSources));
    const issuer = headersFor(issuerDirectives([opts.publicUrl, ...opts.corsOrigins]));
    const docs = headersFor(docsDirectives());
    const api = apiHeaders(https);
    app.addHook('onRoute', (route) => {
      const url = route.url ?? '';
      if (url.startsWith(EMBEDDED_ISSUER_PATH)) route.config = { ...route.config, securityHeaders: issuer };
      else if (url.startsWith(`${API_BASE_PATH}/docs`))
        route.config = { ...route.config, securityHeaders: docs };
      else if (url.startsWith(`${API_BASE_PATH}/`)) route.config = { ...route.config, apiHeaders: api };
    });
    // Every answer, the 404s and static files included, carries the portal's policy unless its route has its own.
    // A route's own policy goes on the raw response, as helmet does: the provider's routes hand the raw
    // response to it (hijack). The portal's goes with the reply's other headers: one header set on
    // the raw response makes Node take every header of the answer through setHeader again.
    app.addHook('onRequest', (request, reply, done) => {
      const config = request.routeOptions.config;
      const own = config?.securityHeaders;
      if (own) for (const name in own) reply.raw.setHeader(name, own[name]!);
      else void reply.headers(config?.apiHeaders ?? portal);
      done();
    });
  },
  { name: 'security-headers' },
);
