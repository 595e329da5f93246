// Connect and disconnect the bike, and the holding session's heartbeat.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConnectionType, SupportedProtocolType } from '@dealer/contracts';
import { Type } from 'typebox';
import { BridgeError } from '../lib/bridge-error.ts';
import { StringEnum, replies } from './common.schemas.ts';

const ConnectRequest = Type.Object({
  connection_type: StringEnum(
    ['cable', 'ble'] as const,
    'cable: the service connector; ble: the wireless CAN adapter chosen with PUT /v1/system_bridge/wireless_adapter (decision 2902)',
  ),
  ble_uuid: Type.Optional(Type.String({ description: 'Bluetooth device to connect (ble only)' })),
  take_over: Type.Optional(
    Type.Boolean({
      description:
        'Take over a bike held by another live session of the same user (after 401007 and the technician confirming)',
    }),
  ),
});

const Heartbeat = Type.Object({
  held: Type.Boolean({ description: 'This session holds the connected bike' }),
  expires_in_ms: Type.Integer({ description: 'How long the binding lasts without a further sign of life' }),
});

const ConnectionInfo = Type.Object({
  connection_status: StringEnum(['CONNECTING', 'CONNECTED', 'DISCONNECTED'] as const),
  connection_type: StringEnum(ConnectionType),
  vin: Type.String({
    description: "'' when no component reports one (e.g. HMI and controller in bootloader)",
  }),
  protocol_type: Type.Union([StringEnum(SupportedProtocolType), Type.Null()]),
  component_count: Type.Integer(),
});

export const connectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const conn = app.bridge.connection;
  const info = () => {
    const s = conn.status.snapshot;
    return {
      connection_status: s.connection,
      connection_type: s.connection_type,
      vin: conn.vin,
      protocol_type: conn.protocolType ?? null,
      component_count: conn.components.length,
    };
  };

  app.post(
    '/v2/connection',
    {
      schema: {
        tags: ['connection'],
        summary: 'Connect the bike through the connector',
        body: ConnectRequest,
        response: replies(ConnectionInfo),
      },
    },
    async (request) => {
      const credential = request.credential;
      if (!credential) throw new BridgeError(401001);
      await conn.connect(request.body.connection_type, credential, {
        takeOver: request.body.take_over === true,
      });
      return info();
    },
  );

  // The portal's sign of life while it holds a bike (decision 2800): a session silent for longer than
  // the grace period can be taken over. A session that lost the bike to another gets 401005 here.
  app.post(
    '/v2/session/heartbeat',
    {
      schema: {
        tags: ['connection'],
        summary: 'Sign of life of the portal session that holds the bike',
        response: replies(Heartbeat),
      },
    },
    async (request) => ({
      held: conn.binding !== undefined && conn.binding.sid === request.credential?.sid,
      expires_in_ms: conn.lease.remainingMs(conn.binding?.sid),
    }),
  );

  app.post(
    '/v2/disconnection',
    {
      schema: {
        tags: ['connection'],
        summary: 'Disconnect the bike and release the connector',
        response: replies(ConnectionInfo),
      },
    },
    async () => {
      await conn.disconnect();
      return info();
    },
  );
};
