// The presence of the portal session that holds the bike (decision 2800). An EventSource cannot carry
// the bearer credential, so the session first gets a ticket for it (a v2 call with the credential) and
// opens /v1/session/presence?ticket=… with it: while the stream is open the session is there (also in a
// background tab, whose timers the browser slows down); once it closes, the grace period runs. The
// ticket only keeps a presence, it drives nothing, and it is not the credential, which so never
// appears in an address or a log line.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BridgeError } from '../lib/bridge-error.ts';
import { EventStreams } from '../lib/sse.ts';
import { replies } from './common.schemas.ts';

/** Tickets kept (the oldest goes first): a few per open portal window is plenty. */
const MAX_TICKETS = 64;

export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const conn = app.bridge.connection;
  const tickets = new Map<string, string>();
  const streams = new EventStreams();
  app.addHook('onClose', async () => streams.closeAll());

  app.post(
    '/v2/session/presence_ticket',
    {
      schema: {
        tags: ['connection'],
        summary: "A ticket for this session's presence stream (/v1/session/presence)",
        response: replies(Type.Object({ ticket: Type.String() })),
      },
    },
    async (request) => {
      const sid = request.credential?.sid;
      if (!sid) throw new BridgeError(401001);
      const ticket = randomBytes(24).toString('base64url');
      tickets.set(ticket, sid);
      if (tickets.size > MAX_TICKETS) tickets.delete(tickets.keys().next().value!);
      return { ticket };
    },
  );

  app.get(
    '/v1/session/presence',
    {
      schema: {
        tags: ['events'],
        summary: 'Presence of the session holding the bike (server-sent events): open while it is there',
        querystring: Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: {
          200: {
            description: 'data: {held} (this session holds the connected bike), then keep-alive comments',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          '4xx': Type.Ref('BridgeError'),
        },
      },
    },
    async (request, reply) => {
      const sid = tickets.get(request.query.ticket);
      if (!sid) throw new BridgeError(401001, 'Unauthorized: unknown presence ticket');
      streams.stream(request, reply, (send) => {
        conn.lease.enter(sid);
        send({ held: conn.binding?.sid === sid });
        return () => conn.lease.leave(sid, conn.binding?.sid === sid);
      });
      return reply;
    },
  );
};
