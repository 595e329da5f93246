// The bridge itself: version, update check, interrupt, runtime logs, quit.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BRIDGE_VERSION, BridgeInstaller, SupportedProtocolType } from '@dealer/contracts';
import { Type } from 'typebox';
import { SUPPORTED_CONNECTION_TYPES } from '../drivers/link-switch.ts';
import { StringEnum, replies } from './common.schemas.ts';
import { DriverKinds } from '../drivers/driver.ts';
import { listAttachedAdapters } from '../adapters/adapter-discovery.ts';

const VersionInfo = Type.Object({
  version: Type.String(),
  driver: StringEnum(DriverKinds),
  protocol_types: Type.Array(StringEnum(SupportedProtocolType)),
  platform: Type.String(),
  connection_types: Type.Array(StringEnum(['cable', 'ble'] as const), {
    description: 'How this bridge can reach a bike; the portal offers only these',
  }),
});
const AttachedAdapters = Type.Object({
  adapters: Type.Array(
    Type.Object({
      id: Type.String({ description: 'Serial path, or "usb BBB/AAA" for a USB adapter' }),
      name: Type.String({ description: 'Friendly name from the USB ids, e.g. "CANable 2.0 (slcan)"' }),
      driver: Type.Union([StringEnum(['serial', 'gs_usb'] as const), Type.Null()]),
      vendor_id: Type.Union([Type.String(), Type.Null()]),
      product_id: Type.Union([Type.String(), Type.Null()]),
      serial_number: Type.Union([Type.String(), Type.Null()]),
      health_code: Type.Union([Type.Integer(), Type.Null()], {
        description: 'Connector-health code when attached but not usable (300015: firmware-update mode)',
      }),
    }),
  ),
});
const UpdateCheck = Type.Object({
  current_version: Type.String(),
  latest_version: Type.String(),
  update_available: Type.Boolean(),
  download: Type.Object({ windows: Type.String(), macos: Type.String() }),
});
const Interrupted = Type.Object({
  interrupted: Type.Boolean(),
  operation: Type.Union([Type.String(), Type.Null()]),
});
const Logs = Type.Object({
  lines: Type.Array(Type.Object({ time: Type.String(), level: Type.String(), message: Type.String() })),
});

/** Dotted versions compared numerically (13.10.0 > 13.4.0). */
function newerVersion(a: string, b: string): boolean {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++)
    if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) > (pb[i] ?? 0);
  return false;
}

export const systemBridgeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['system bridge'];
  const { connection, runtimeLog } = app.bridge;

  for (const v of ['v1', 'v2'] as const) {
    app.get(
      `/${v}/system_bridge/version_info`,
      { schema: { tags, summary: 'Bridge version', response: replies(VersionInfo) } },
      async () => ({
        version: BRIDGE_VERSION,
        driver: connection.driver.kind,
        // Vendor protocols are closed; this bridge speaks UDS, which the drive systems here report as HAP1/HAP2.
        protocol_types: ['HAP1', 'HAP2'] as ('HAP1' | 'HAP2')[],
        platform: process.platform,
        connection_types: [...SUPPORTED_CONNECTION_TYPES],
      }),
    );
    app.get(
      `/${v}/system_bridge/adapters`,
      {
        schema: {
          tags,
          summary: 'USB-CAN adapters attached to this computer, named by their USB ids',
          response: replies(AttachedAdapters),
        },
      },
      async () => ({ adapters: await listAttachedAdapters(app.bridge.adapterSources) }),
    );
    app.post(
      `/${v}/system_bridge/check_update`,
      { schema: { tags, summary: 'Is a newer bridge installer published?', response: replies(UpdateCheck) } },
      async () => ({
        current_version: BRIDGE_VERSION,
        latest_version: BridgeInstaller.version,
        update_available: newerVersion(BridgeInstaller.version, BRIDGE_VERSION),
        download: { windows: BridgeInstaller.windows, macos: BridgeInstaller.macos },
      }),
    );
    app.post(
      `/${v}/system_bridge/interrupt`,
      {
        schema: {
          tags,
          summary: 'Interrupt the running operation (it ends with 400101)',
          response: replies(Interrupted),
        },
      },
      async () => {
        const operation = connection.lock.interrupt();
        return { interrupted: operation !== undefined, operation: operation ?? null };
      },
    );
    app.get(
      `/${v}/system_bridge/logs/runtime`,
      {
        schema: {
          tags,
          summary: 'Recent runtime log lines',
          querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) }),
          response: replies(Logs),
        },
      },
      async (request) => ({
        lines: runtimeLog.recent(request.query.limit),
      }),
    );
  }

  app.post(
    '/v2/system_bridge/quit',
    {
      schema: {
        tags,
        summary: 'Stop the bridge (after answering)',
        response: replies(Type.Object({ quitting: Type.Boolean() })),
      },
    },
    async (_request, reply) => {
      reply.raw.once('finish', () => app.bridge.quit());
      return { quitting: true };
    },
  );
};
