// app.inject that answers a 503 + Retry-After (the admission line of a busy machine) the way a
// client would: wait a second and send again, a few times. Used by suites whose setup makes many calls.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, InjectOptions } from 'fastify';

export async function injectRetrying(app: FastifyInstance, options: InjectOptions) {
  for (let attempt = 1; ; attempt++) {
    const res = await app.inject(options);
    if (res.statusCode !== 503 || attempt === 5) return res;
    await sleep(1000);
  }
}
