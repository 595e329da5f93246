// Server-sent event streams: the response stays open, the current state is sent first and then
// every change as a `data: {json}` line. One EventStreams hub per app (not module state), so every
// stream is ended when its app closes — graceful shutdown would otherwise wait for them forever —
// and two apps in one process (tests) never share streams.
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Subscribe = (send: (data: unknown) => void) => () => void;

const HEARTBEAT_MS = 15_000;

export class EventStreams {
  private readonly open = new Set<ServerResponse>();

  stream(request: FastifyRequest, reply: FastifyReply, subscribe: Subscribe): void {
    reply.hijack();
    const raw = reply.raw;
    // Headers set by the guards (CORS) are carried over: a hijacked reply skips Fastify's sending.
    const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined));
    raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 2000\n\n');
    const unsubscribe = subscribe((data) => raw.write(`data: ${JSON.stringify(data)}\n\n`));
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    this.open.add(raw);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      this.open.delete(raw);
    });
  }

  closeAll(): void {
    for (const raw of this.open) raw.end();
    this.open.clear();
  }
}
