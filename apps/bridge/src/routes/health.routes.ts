// The bridge's own health and metrics, on loopback like every bridge call. /health answers the
// portal's connection banner (is the bridge up, which version, is a connector and a bike there)
// without a credential; /metrics is the Prometheus text of lib/bridge-metrics.ts for a local agent.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BRIDGE_VERSION } from '@dealer/contracts';
import { Type } from 'typebox';
import { bridgeRegistry } from '../lib/bridge-metrics.ts';
import { StringEnum, replies } from './common.schemas.ts';
import { DriverKinds } from '../drivers/driver.ts';

const Health = Type.Object({
  status: Type.Literal('ok'),
  version: Type.String(),
  driver: StringEnum(DriverKinds),
  uptime_s: Type.Number({ description: 'Seconds since the bridge started' }),
  connector: StringEnum(['CONNECTED', 'DISCONNECTED'] as const),
  connection: Type.String({ description: 'Bike connection state (CONNECTED, CONNECTING, DISCONNECTED)' }),
  communication: Type.String({ description: 'IDLE, or BUSY while an operation runs' }),
  session_binding: StringEnum(
    ['none', 'held', 'expired'] as const,
    "The connected bike's session: none, held (shows signs of life), expired (went quiet)",
  ),
});

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['health'];
  const { connection } = app.bridge;

  app.get(
    '/health',
    {
      schema: {
        tags,
        summary: 'The bridge is up: version, driver, connector and bike state',
        response: replies(Health),
      },
    },
    async () => {
      const s = connection.status.snapshot;
      return {
        status: 'ok' as const,
        version: BRIDGE_VERSION,
        driver: connection.driver.kind,
        uptime_s: Math.round(process.uptime()),
        connector: s.connector,
        connection: s.connection,
        communication: s.communication,
        session_binding: connection.bindingState,
      };
    },
  );

  app.get(
    '/metrics',
    {
      schema: {
        tags,
        summary: 'Prometheus metrics: UDS operations, CAN frames, bus errors, firmware transfer',
        produces: ['text/plain'],
        response: { 200: Type.String({ description: 'Prometheus text exposition format' }) },
      },
    },
    async (_request, reply) => reply.type(bridgeRegistry.contentType).send(await bridgeRegistry.metrics()),
  );
};
