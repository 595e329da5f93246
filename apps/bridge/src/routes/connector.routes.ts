// The service connector (dongle) itself.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { StringEnum, replies } from './common.schemas.ts';

const ConnectorInfo = Type.Object({
  serial_number: Type.String(),
  part_spec_code: Type.String(),
  module_id: Type.String(),
  hardware_version: Type.String(),
  firmware_version: Type.String(),
  in_bootloader: Type.Boolean(),
  driver: StringEnum(['sim', 'serial'] as const),
  serial_path: Type.Union([Type.String(), Type.Null()]),
  adapter_version: Type.Union([Type.String(), Type.Null()], {
    description: 'SLCAN adapter hardware.software version (serial driver)',
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
      // On a Bafang bus the adapter is all there is: no connector node of ours answers there.
      if (conn.bafang)
        return {
          serial_number: adapter.adapterSerial ?? '',
          part_spec_code: '',
          module_id: '',
          hardware_version: '',
          firmware_version: adapter.adapterVersion ?? '',
          in_bootloader: false,
          driver: adapter.driver,
          serial_path: adapter.path ?? null,
          adapter_version: adapter.adapterVersion ?? null,
          ...bus,
        };
      return conn.readConnector(
        { action: 'Read connector information', kind: 'read', node: 'dongle' },
        async () => {
          const id = await conn.refreshIdentity('dongle');
          return {
            serial_number: adapter.adapterSerial && !id.barcode ? adapter.adapterSerial : id.barcode,
            part_spec_code: id.partSpecCode,
            module_id: id.moduleId,
            hardware_version: id.hardwareVersion,
            firmware_version: id.firmwareVersion,
            in_bootloader: id.bootMode === 'bootloader',
            driver: adapter.driver,
            serial_path: adapter.path ?? null,
            adapter_version: adapter.adapterVersion ?? null,
            ...bus,
          };
        },
      );
    },
  );
};
