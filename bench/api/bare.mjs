// The baseline of bench/api, in a process of its own under plain `node` (no TypeScript loader, so
// the baseline is at its best): a bare Fastify server (no logging, no authentication, no database)
// answering each path with the bytes the product answered for it.
// Reads {path: body} as JSON from the file named by the first argument; prints `READY <url>`.
import fs from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const bare = Fastify({ logger: false });
for (const [path, body] of Object.entries(bodies)) {
  bare.get(path, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
await bare.listen({ port: 0, host: '127.0.0.1' });
process.on('SIGTERM', () => void bare.close().then(() => process.exit(0)));
process.stdout.write(`READY http://127.0.0.1:${bare.server.address().port}\n`);
