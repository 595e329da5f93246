// MID rescue: write a component's module id back (the factory value the backend keeps as mid_data)
// when the bus reports none or a broken one. Not in the spec's bridge list, which has no call for it;
// the portal needs one so the mid_not_found / illegal_mid tasks can be resolved on the bike itself.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ComponentParam, replies } from './common.schemas.ts';

const ModuleIdBody = Type.Object({
  module_id: Type.String({
    pattern: '^[0-9A-Fa-f]{16}$',
    description: '16 hex digits, the last two the checksum',
  }),
});
const ModuleIdResult = Type.Object({
  part_type: Type.String(),
  module_id: Type.String(),
  valid: Type.Boolean(),
});

export const moduleIdRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const conn = app.bridge.connection;
  app.put(
    '/v2/device/:partType/module_id',
    {
      schema: {
        tags: ['device'],
        summary: 'Write the module id (MID rescue) and read it back',
        params: ComponentParam,
        body: ModuleIdBody,
        response: replies(ModuleIdResult),
      },
    },
    async (request) => ({
      part_type: request.params.partType,
      ...(await conn.driveSystem.writeModuleId(request.params.partType, request.body.module_id)),
    }),
  );
};
