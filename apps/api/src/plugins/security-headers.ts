// Security headers (@fastify/helmet) for everything this server answers. The portal gets a strict
// Content-Security-Policy: its own scripts and styles only (no inline script), images from itself
// (help-article images come through the media proxy, which is same-origin), calls to itself and to
// the system bridge, which always listens on loopback. The embedded provider's server-rendered pages
// and the API reference get policies that fit them. HSTS only when PUBLIC_URL is https.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@dealer/contracts';
import { EMBEDDED_ISSUER_PATH } from '../identity/issuer.ts';

type Directives = Record<string, string[]>;

/** The portal's policy (also the default for every answer of this server). */
export function portalDirectives(extraConnect: string[] = []): Directives {
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

export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { publicUrl: string; corsOrigins: string[]; connectSources?: string[] },
  ) => {
    const https = opts.publicUrl.startsWith('https:');
    const csp = (directives: Directives) => ({ contentSecurityPolicy: { useDefaults: false, directives } });
    // Route-level policies are set before helmet's own onRoute hook reads them.
    app.addHook('onRoute', (route) => {
      const url = route.url ?? '';
      const withHelmet = route;
      if (url.startsWith(EMBEDDED_ISSUER_PATH))
        withHelmet.helmet = csp(issuerDirectives([opts.publicUrl, ...opts.corsOrigins]));
      else if (url.startsWith(`${API_BASE_PATH}/docs`)) withHelmet.helmet = csp(docsDirectives());
    });
    await app.register(helmet, {
      global: true,
      ...csp(portalDirectives(opts.connectSources)),
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // The portal opens no cross-origin windows that need it, and loads nothing cross-origin.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
