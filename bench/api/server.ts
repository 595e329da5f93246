// The servers under test, in their own process (the load generator runs in bench/api/run.ts):
// the API on in-memory PGlite with the demo data, listening on a free port, and a bare Fastify
// server on another port answering the same JSON bodies from memory. Prints one line
// `READY {...}` with both addresses, a demo dealer's access token and the bodies.
import Fastify from 'fastify';
import { loadConfig } from '../../apps/api/src/config/env.ts';
import { startApi } from '../../apps/api/src/start-api.ts';
import { mintAccessToken } from '../../apps/api/src/identity/access-tokens.ts';
import { findUserByEmail } from '../../apps/api/src/identity/credentials.ts';

const api = await startApi(
  loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
);
await api.app.listen({ port: 0, host: '127.0.0.1' });
const apiUrl = `http://127.0.0.1:${(api.app.server.address() as { port: number }).port}`;

const { issuer } = api.app.ctx;
const dealer = (await findUserByEmail(api.database.db, 'dealer@example.com'))!;
const token = await mintAccessToken(issuer.key!, issuer.issuer, {
  sub: dealer.id,
  email: dealer.email,
  clientId: issuer.clientId,
  audience: issuer.audience,
  ttlSeconds: 3600,
});
const headers = { authorization: `Bearer ${token}` };
const bodies: Record<string, string> = {};
for (const path of ['/api/brand', '/api/account/']) {
  const res = await fetch(`${apiUrl}${path}`, { headers });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  bodies[path] = await res.text();
}

// The baseline: the same bodies, no authentication, no database.
const bare = Fastify({ logger: false });
for (const [path, body] of Object.entries(bodies)) {
  bare.get(path, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

const stop = () => {
  void Promise.all([bare.close(), api.close()]).then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdout.write(`READY ${JSON.stringify({ apiUrl, bareUrl, token, paths: Object.keys(bodies) })}\n`);
