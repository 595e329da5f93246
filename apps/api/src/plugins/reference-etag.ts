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

const REFERENCE_CACHE_CONTROL = 'private, no-cache';

function referenceTag(version: number, request: FastifyRequest): string {
  const shape = `${request.url}\n${request.currentUser?.id ?? ''}\n${request.headers['accept-language'] ?? ''}`;
  let digest = digests.get(shape);
  if (digest === undefined) {
    digest = createHash('sha1').update(shape).digest('base64url').slice(0, 16);
    // The same few URLs, callers and languages come back again and again: a SHA-1 costs as much as
    // the rest of a cached answer, a lookup almost nothing. Bounded, forgotten in one go when full.
    if (digests.size >= MAX_DIGESTS) digests.clear();
    digests.set(shape, digest);
  }
  return `W/"r${version}-${digest}"`;
}
const digests = new Map<string, string>();
const MAX_DIGESTS = 10_000;

/** Whether an If-None-Match header lists `tag` (weak comparison, as RFC 9110 asks for GET). */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = tag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

export const referenceEtagPlugin = fp(
  async (app: FastifyInstance, opts: { version: () => number | undefined }) => {
    // Callback style: nothing here waits, and an async hook costs every request a promise.
    app.addHook('preHandler', (request, reply, done) => {
      const version = opts.version();
      if (!request.routeOptions.config.referenceData || request.method !== 'GET' || version === undefined)
        return done();
      const tag = referenceTag(version, request);
      void reply.header('etag', tag).header('cache-control', REFERENCE_CACHE_CONTROL);
      if (matches(request.headers['if-none-match'], tag)) return void reply.code(304).send();
      done();
    });
  },
  { name: 'reference-etag' },
);
