// What the connected bike can do through this bridge and why not (the capability matrix): each drive
// system says it of itself (drive-systems/, decision 1606).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SupportedProtocolType } from '@dealer/contracts';
import { Type } from 'typebox';
import { BridgeError } from '../lib/bridge-error.ts';
import { BridgeActivity, UnavailableReasonCode } from '../drive-systems/capabilities.ts';
import { StringEnum, replies } from './common.schemas.ts';

const Capabilities = Type.Object({
  protocol_type: Type.Union([StringEnum(SupportedProtocolType), Type.Null()]),
  capabilities: Type.Array(
    Type.Object({
      activity: StringEnum(BridgeActivity),
      supported: Type.Boolean(),
      reason: Type.Union([Type.String(), Type.Null()], { description: 'Why not, when not supported' }),
      reason_code: Type.Union([StringEnum(UnavailableReasonCode), Type.Null()], {
        description: 'The reason as a stable code, for a client to show in its own language',
      }),
    }),
  ),
});

export const capabilitiesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const conn = app.bridge.connection;
  app.get(
    '/v2/bike/capabilities',
    {
      schema: {
        tags: ['bike'],
        summary: 'What the connected bike can and cannot do through this bridge, and why',
        response: replies(Capabilities),
      },
    },
    async () => {
      if (!conn.connected) throw new BridgeError(400001, 'Bike connection required');
      return {
        protocol_type: conn.protocolType ?? null,
        capabilities: conn.driveSystem.capabilities(),
      };
    },
  );
};
