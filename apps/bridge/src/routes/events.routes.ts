// Server-sent event streams: progress of long operations and the bridge's status. Each stream sends
// the current state first, then every change, as `data: {json}` lines.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProgressKind, bridgeStatusStreamData } from '@dealer/contracts';
import type { BridgeProgressEvent, BridgeStatusAll, BridgeStatusStreamName } from '@dealer/contracts';
import { EventStreams } from '../lib/sse.ts';

const eventStream = (description: string) => ({
  200: { description, content: { 'text/event-stream': { schema: { type: 'string' } } } },
});

export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { hub, connection } = app.bridge;
  const streams = new EventStreams();
  app.addHook('onClose', async () => streams.closeAll());

  for (const kind of ProgressKind) {
    app.get(
      `/v1/progress/${kind}`,
      {
        schema: {
          tags: ['events'],
          summary: `Progress of ${kind.replace(/_/g, ' ')} (server-sent events)`,
          response: eventStream(
            'data: {operation, component, stage, progress 0-100, transferred_bytes?, total_bytes?, message?, error?}',
          ),
        },
      },
      (request, reply) =>
        streams.stream(request, reply, (send) => {
          const last = hub.latest(kind);
          if (last) send(last);
          const listener = (e: BridgeProgressEvent) => send(e);
          hub.on(kind, listener);
          return () => hub.off(kind, listener);
        }),
    );
  }

  const statusStream = (name: BridgeStatusStreamName, summary: string, description: string) => {
    const pick = bridgeStatusStreamData[name];
    app.get(
      `/v1/status/${name}`,
      { schema: { tags: ['events'], summary, response: eventStream(description) } },
      (request, reply) =>
        streams.stream(request, reply, (send) => {
          let last = JSON.stringify(pick(connection.status.snapshot));
          send(pick(connection.status.snapshot));
          const listener = (s: BridgeStatusAll) => {
            const next = JSON.stringify(pick(s));
            if (next !== last) send(pick(s));
            last = next;
          };
          connection.status.on('change', listener);
          return () => connection.status.off('change', listener);
        }),
    );
  };

  statusStream(
    'all',
    'Every status (server-sent events)',
    'data: {connection, connector, communication, connection_type, detection_mode, disconnect_reason: requested|link_lost|connector_lost|null}',
  );
  statusStream(
    'connection',
    'Bike connection status (server-sent events)',
    'data: {status: CONNECTING|CONNECTED|DISCONNECTED, connection_type, disconnect_reason: requested|link_lost|connector_lost|null}',
  );
  statusStream(
    'communication',
    'Bridge communication status (server-sent events)',
    'data: {status: BUSY|IDLE, detection_mode}',
  );
  statusStream(
    'connector',
    'Connector status (server-sent events)',
    'data: {status: CONNECTED|DISCONNECTED}',
  );
};
