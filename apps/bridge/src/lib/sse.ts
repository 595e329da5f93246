// Server-sent events: the response stays open and each change is written as a "data:" line. Headers
// already set by the guards (CORS) are carried over, since a hijacked reply skips Fastify's sending.
import type { FastifyReply, FastifyRequest } from 'fastify';

const open = new Set<FastifyReply>();

export function openEventStream(request: FastifyRequest, reply: FastifyReply, subscribe: (send: (data: unknown) => void) => () => void): void {
  reply.hijack();
  const raw = reply.raw;
  const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined)) as Record<string, string>;
  raw.writeHead(200, { ...headers, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  raw.write('retry: 2000\n\n');
  const send = (data: unknown) => raw.write(`data: ${JSON.stringify(data)}\n\n`);
  const unsubscribe = subscribe(send);
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), 15_000);
  heartbeat.unref();
  open.add(reply);
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(reply);
  });
}

/** End every open stream (graceful shutdown would otherwise wait for them forever). */
export function closeEventStreams(): void {
  for (const reply of open) reply.raw.end();
  open.clear();
}
