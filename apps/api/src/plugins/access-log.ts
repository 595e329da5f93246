// One access line per request at info (issue 13): request id, method, route, status, time, user and
// client address. The line is pino's own format — level, time and the logger's bindings from pino's
// caches, then these fields, ended as pino ends lines — written straight to the logger's destination:
// pino's generic path (its formatters, serializers and a check of every value for characters to
// escape) was the largest single cost left of a hot read after the HTTP write itself (bench/api/
// profile.ts, decision 3111). Where pino would do more with a line than format its fields (a mixin,
// hooks, a log formatter, a destination that needs metadata, another message key), it writes the
// line itself as before.
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';

const INFO = 30;
const s = pino.symbols;
// In pino's symbols, not (yet) in its type of them.
const msgPrefixSym = (pino.symbols as unknown as Record<string, symbol>).msgPrefixSym!;

interface Destination {
  write(line: string): unknown;
}

/** The line writer for this logger, or undefined where only pino itself may write the line. */
function directWriter(logger: FastifyBaseLogger): ((fields: string) => void) | undefined {
  // pino.symbols are pino's documented way into a logger's state "for integration purposes".
  const state = logger as unknown as Record<symbol, unknown>;
  const stream = state[s.streamSym] as (Destination & Record<symbol, unknown>) | undefined;
  const levelCache = state[s.lsCacheSym] as Record<number, string> | undefined;
  const time = state[s.timeSym] as (() => string) | undefined;
  const formatters = state[s.formattersSym] as { log?: unknown } | undefined;
  const hooks = state[s.hooksSym] as { logMethod?: unknown; streamWrite?: unknown } | undefined;
  if (
    typeof stream?.write !== 'function' ||
    stream[s.needsMetadataGsym] ||
    typeof levelCache?.[INFO] !== 'string' ||
    typeof time !== 'function' ||
    formatters?.log ||
    hooks?.logMethod ||
    hooks?.streamWrite ||
    state[s.mixinSym] ||
    state[msgPrefixSym] ||
    state[s.messageKeySym] !== 'msg'
  )
    return undefined;
  return (fields) => {
    // The level is read per line: it may be changed while the server runs.
    if ((state[s.levelValSym] as number) > INFO) return;
    stream.write(
      `${levelCache[INFO]}${time()}${state[s.chindingsSym] as string}${fields},"msg":"request"${state[s.endSym] as string}`,
    );
  };
}

const field = (name: string, value: string | undefined) =>
  value === undefined ? '' : `,"${name}":${JSON.stringify(value)}`;

export function registerAccessLog(app: FastifyInstance): void {
  const direct = directWriter(app.log);
  const write = (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url ?? request.url.split('?')[0]!;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const user = request.currentUser?.id;
    if (!direct) {
      request.log.info(
        {
          reqId: request.id,
          method: request.method,
          route,
          status: reply.statusCode,
          ms,
          user,
          ip: request.ip,
        },
        'request',
      );
      return;
    }
    direct(
      `${field('reqId', request.id)}${field('method', request.method)}${field('route', route)},"status":${reply.statusCode},"ms":${ms}${field('user', user)}${field('ip', request.ip)}`,
    );
  };
  // Callback style: nothing here waits, and an async hook costs every request a promise.
  app.addHook('onResponse', (request, reply, done) => {
    write(request, reply);
    done();
  });
}
