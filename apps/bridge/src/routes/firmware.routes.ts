// Firmware update / bootloader rescue of a bike component, and of the connector itself.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { updateFirmware } from '../operations/firmware-update.service.ts';
import { ComponentParam, FirmwareUpdateConfig, FirmwareUpdateResult, replies } from './common.schemas.ts';

export const firmwareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/v2/firmware/:partType',
    {
      schema: {
        tags: ['firmware'],
        summary:
          'Update (or, with rescue=true, rescue from bootloader) the firmware of a component; progress on /v1/progress/firmware_update',
        params: ComponentParam,
        body: FirmwareUpdateConfig,
        response: replies(FirmwareUpdateResult),
      },
    },
    async (request) => app.bridge.connection.driveSystem.flash(request.params.partType, request.body),
  );

  app.put(
    '/v2/connector/firmware',
    {
      schema: {
        tags: ['connector'],
        summary: 'Update the connector (dongle) firmware',
        body: FirmwareUpdateConfig,
        response: replies(FirmwareUpdateResult),
      },
    },
    // The connector is the bridge's own node (UDS on every bus), not part of the bike's drive system.
    async (request) => updateFirmware(app.bridge, 'dongle', request.body),
  );
};
