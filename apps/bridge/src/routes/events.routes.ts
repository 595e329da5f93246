// Server-sent event streams: progress of long operations and the bridge's status. Each stream sends
// the current state first, then every change, as `data: {json}` lines.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { openEventStream } from '../lib/sse.ts';
import { ProgressKind } from '../services/progress-hub.ts';
import type { ProgressEvent } from '../services/progress-hub.ts';
import type { StatusSnapshot } from '../services/bridge-status.ts';

const eventStream = (description: string) => ({ 200: { description, content: { 'text/event-stream': { schema: { type: 'string' } } } } });

export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { hub, connection } = app.bridge;

  for (const kind of ProgressKind) {
    app.get(
      `/v1/progress/${kind}`,
      { schema: { tags: ['events'], summary: `Progress of ${kind.replace(/_/g, ' ')} (server-sent events)`, response: eventStream('data: {operation, component, stage, progress 0-100, transferred_bytes?, total_bytes?, message?, error?}') } },
      (request, reply) => {
        openEventStream(request, reply, (send) => {
          const last = hub.latest(kind);
          if (last) send(last);
          const listener = (e: ProgressEvent) => send(e);
          hub.on(kind, listener);
          return () => hub.off(kind, listener);
        });
      },
    );
  }

  const statusStream = (path: string, pick: (s: StatusSnapshot) => unknown, summary: string, description: string) =>
    app.get(path, { schema: { tags: ['events'], summary, response: eventStream(description) } }, (request, reply) => {
      openEventStream(request, reply, (send) => {
        let last = JSON.stringify(pick(connection.status.snapshot));
        send(pick(connection.status.snapshot));
        const listener = (s: StatusSnapshot) => {
          const next = JSON.stringify(pick(s));
          if (next !== last) send(pick(s));
          last = next;
        };
        connection.status.on('change', listener);
        return () => connection.status.off('change', listener);
      });
    });

  statusStream('/v1/status/all', (s) => s, 'Every status (server-sent events)', 'data: {connection, connector, communication, connection_type, detection_mode}');
  statusStream('/v1/status/connection', (s) => ({ status: s.connection, connection_type: s.connection_type }), 'Bike connection status (server-sent events)', 'data: {status: CONNECTING|CONNECTED|DISCONNECTED, connection_type}');
  statusStream('/v1/status/communication', (s) => ({ status: s.communication, detection_mode: s.detection_mode }), 'Bridge communication status (server-sent events)', 'data: {status: BUSY|IDLE, detection_mode}');
  statusStream('/v1/status/connector', (s) => ({ status: s.connector }), 'Connector status (server-sent events)', 'data: {status: CONNECTED|DISCONNECTED}');
};
