// v2 and v3 calls carry the backend-issued workspace credential. Once a bike is connected under one
// workspace session, calls from another session are refused (401005) so two browser tabs or users
// cannot drive the same bike. A connect from another session reaches the connection, which decides
// whether it may take the bike over (the same user after confirming, anyone once the holder went
// quiet: decision 2800); every call of the bound session is a sign of its life.
import type { FastifyInstance } from 'fastify';
import { BridgeError } from '../lib/bridge-error.ts';
import { verifyCredential } from '../security/credential.ts';

function needsCredential(url: string | undefined): boolean {
  return url !== undefined && /^\/v[23]\//.test(url);
}

/** The calls an identify credential may make: which bike is on the stand, nothing that changes it. */
const IDENTIFY_CALLS = new Set([
  'POST /v2/connection',
  'POST /v2/disconnection',
  'GET /v2/bike/basic_info',
  'GET /v2/connector/basic_info',
]);

export function registerCredentialGuard(app: FastifyInstance): void {
  app.decorateRequest('credential', undefined);
  app.addHook('onRoute', (route) => {
    if (!needsCredential(route.url)) return;
    route.schema = { ...route.schema, security: [{ credential: [] }] };
  });
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS' || !needsCredential(request.routeOptions.url)) return;
    const credential = await verifyCredential(request.headers.authorization, app.bridge.keys);
    const connection = app.bridge.connection;
    const bound = connection.binding;
    const call = `${request.method} ${request.routeOptions.url}`;
    if (bound && bound.sid === credential.sid) connection.renewBinding();
    else if (bound && call !== 'POST /v2/connection')
      throw new BridgeError(
        401005,
        'Session id mismatch: the bike is connected under another workspace session; connect to take it over',
      );
    if (credential.scope === 'identify' && !IDENTIFY_CALLS.has(call))
      throw new BridgeError(403001, 'Forbidden: an identify credential only reads which bike is connected');
    request.credential = credential;
  });
}
