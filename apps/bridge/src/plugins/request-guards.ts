// Browser-facing protections of a service on the user's own machine: the Host header must name the
// loopback (defeats DNS rebinding), a request from a web page must come from a configured portal
// origin (CORS), and preflights answer Private Network Access so Chrome lets the public portal
// reach 127.0.0.1.
import type {} from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BridgeError } from '../lib/bridge-error.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const ALLOWED_HEADERS = 'authorization, content-type, x-portal-version, last-event-id';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const m = /^(\[[^\]]+\]|[^:]+)(?::(\d{1,5}))?$/.exec(host.trim().toLowerCase());
  return m?.[1] !== undefined && LOOPBACK_HOSTS.has(m[1]);
}

export function registerRequestGuards(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const origins = new Set(allowedOrigins.map((o) => o.replace(/\/$/, '')));

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLoopbackHost(request.headers.host))
      throw new BridgeError(403001, 'Forbidden: the bridge answers only to localhost');
    const origin = request.headers.origin;
    if (origin === undefined) return; // not from a web page (curl, the installer, tests)
    if (!origins.has(origin)) throw new BridgeError(403001, 'Forbidden: origin not allowed');
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    reply.header('access-control-expose-headers', 'content-type');
  });

  app.options('*', { schema: { hide: true } }, async (request, reply) => {
    if (!request.headers['access-control-request-method']) return reply.code(204).send();
    reply.header('access-control-allow-methods', ALLOWED_METHODS);
    reply.header('access-control-allow-headers', ALLOWED_HEADERS);
    reply.header('access-control-max-age', '600');
    if (request.headers['access-control-request-private-network'] === 'true')
      reply.header('access-control-allow-private-network', 'true');
    return reply.code(204).send();
  });
}
