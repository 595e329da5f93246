// Reference data answers with an ETag and `Cache-Control: private, no-cache` (docs/decisions/1301):
// the browser keeps the answer and asks again with If-None-Match; a matching tag gets 304 at once,
// before the handler, without a database query. The tag is the reference-data version (bumped by
// the database on every change, in every process) with a digest of what else shapes the answer:
// the URL with its query, the caller and the language asked for. Routes opt in with
// `config.referenceData`; while the version is unknown no tag is given.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer with an ETag derived from the reference-data version; 304 on a match. */
    referenceData?: boolean;
  }
}

export const REFERENCE_CACHE_CONTROL = 'private, no-cache';

export function referenceTag(version: number, request: FastifyRequest): string {
  const digest = createHash('sha1')
    .update(`${request.url}\n${request.currentUser?.id ?? ''}\n${request.headers['accept-language'] ?? ''}`)
    .digest('base64url')
    .slice(0, 16);
  return `W/"r${version}-${digest}"`;
}

/** Whether an If-None-Match header lists `tag` (weak comparison, as RFC 9110 asks for GET). */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = tag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

export const referenceEtagPlugin = fp(
  async (app: FastifyInstance, opts: { version: () => number | undefined }) => {
    app.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config.referenceData || request.method !== 'GET') return;
      const version = opts.version();
      if (version === undefined) return;
      const tag = referenceTag(version, request);
      void reply.header('etag', tag).header('cache-control', REFERENCE_CACHE_CONTROL);
      if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send();
    });
  },
  { name: 'reference-etag' },
);
