// Preloaded into the product (`node --import`) by bench/api/split.ts: a bare Fastify server inside the
// product's own process, built from the very Fastify module the product loads, on
// 127.0.0.1:BARE_IN_PRODUCT_PORT. It answers each path of BARE_IN_PRODUCT_ROUTES with the bytes in the
// JSON file BARE_IN_PRODUCT_BODIES, read at the first request (the product's own answers are only known
// once it runs). What it costs per request beyond the bare server in a process of its own is what the
// product's process (its size, threads, start-up, neighbours on the event loop) costs any route; the
// product's own routes cost the rest. Worker threads inherit `--import`: only the main thread listens.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setImmediate } from 'node:timers';
import { isMainThread } from 'node:worker_threads';

const root = path.resolve(import.meta.dirname, '../..');
const bodiesFile = process.env.BARE_IN_PRODUCT_BODIES;
if (isMainThread && bodiesFile) {
  const Fastify = createRequire(path.join(root, 'apps/api/dist/server.mjs'))('fastify');
  const bare = Fastify({ logger: false });
  let bodies;
  const routes = (process.env.BARE_IN_PRODUCT_ROUTES ?? '').split(',').filter(Boolean);
  for (const route of routes) {
    bare.get(route, (_request, reply) => {
      bodies ??= JSON.parse(fs.readFileSync(bodiesFile, 'utf8'));
      reply.type('application/json; charset=utf-8').send(bodies[route]);
    });
  }
  // After the product's own start-up has begun, like a route registered by the product.
  setImmediate(() => void bare.listen({ port: Number(process.env.BARE_IN_PRODUCT_PORT), host: '127.0.0.1' }));
}
