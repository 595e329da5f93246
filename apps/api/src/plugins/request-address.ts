// The client's address (request.ip: behind the proxies in TRUST_PROXY, the client's own) of the
// change being handled, for the audit log: recordAudit() reads it here, so no call site has to pass
// it through. Kept only for the calls that change something (not GET/HEAD/OPTIONS), so the hot reads
// pay nothing. The rest of the request (its body read, its hooks, its handler) runs inside run()'s
// context; request-address.test.ts checks it with a body that arrives after the headers.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const current = new AsyncLocalStorage<string>();
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The client address of the change being handled; undefined outside a request (start-up, commands). */
export function requestAddress(): string | undefined {
  return current.getStore();
}

export function registerRequestAddress(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (READS.has(request.method)) return done();
    current.run(request.ip, done);
  });
}
