// The service connector (dongle) itself.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { StringEnum, replies } from './common.schemas.ts';
import { AdapterKinds, DriverKinds } from '../drivers/driver.ts';
import type { AdapterInfo } from '../drivers/driver.ts';

function adapterKind(adapter: AdapterInfo): (typeof AdapterKinds)[number] | null {
  return adapter.adapterKind ?? (adapter.driver === 'gs_usb' ? 'candlelight' : null);
}

const ConnectorInfo = Type.Object({
  serial_number: Type.String(),
  part_spec_code: Type.String(),
  module_id: Type.String(),
  hardware_version: Type.String(),
  firmware_version: Type.String(),
  in_bootloader: Type.Boolean(),
  driver: StringEnum(DriverKinds),
  serial_path: Type.Union([Type.String(), Type.Null()]),
  adapter_version: Type.Union([Type.String(), Type.Null()], {
    description: 'SLCAN adapter hardware.software version (serial driver)',
  }),
  adapter_kind: Type.Union([StringEnum(AdapterKinds), Type.Null()], {
    description:
      'Adapter kind found on open: lawicel (Lawicel CANUSB-style slcan), canable (CANable stock slcan firmware), canable25 (CANable 2.5 slcan firmware), wican (WiCAN over Wi-Fi or Bluetooth), candlelight (gs_usb); null for the simulator',
  }),
  bus_bitrate: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Bus bitrate found by detection on the last connect (null before one)',
  }),
  bus_protocol: Type.Union([StringEnum(['uds', 'bafang'] as const), Type.Null()], {
    description: 'Protocol family detection found on the bus',
  }),
});

export const connectorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const conn = app.bridge.connection;
  app.get(
    '/v2/connector/basic_info',
    {
      schema: {
        tags: ['connector'],
        summary: 'Connector identification (needs an open connector: connect first)',
        response: replies(ConnectorInfo),
      },
    },
    async () => {
      const adapter = conn.driver.info();
      const bus = {
        bus_bitrate: conn.detection?.bitrate ?? null,
        bus_protocol: conn.detection?.protocol ?? null,
      };
      const adapterOnly = {
        driver: adapter.driver,
        serial_path: adapter.path ?? null,
        adapter_version: adapter.adapterVersion ?? null,
        adapter_kind: adapterKind(adapter),
        ...bus,
      };
      // A bus without a connector node of ours (a Bafang one): the adapter is all there is.
      const node = await conn.driveSystem.connectorNode();
      if (!node)
        return {
          serial_number: adapter.adapterSerial ?? '',
          part_spec_code: '',
          module_id: '',
          hardware_version: '',
          firmware_version: adapter.adapterVersion ?? '',
          in_bootloader: false,
          ...adapterOnly,
        };
      return {
        ...node,
        serial_number:
          adapter.adapterSerial && !node.serial_number ? adapter.adapterSerial : node.serial_number,
        ...adapterOnly,
      };
    },
  );
};
