// MID rescue: write a component's module id back (the factory value the backend keeps as mid_data)
// when the bus reports none or a broken one. Not in the spec's bridge list, which has no call for it;
// the portal needs one so the mid_not_found / illegal_mid tasks can be resolved on the bike itself.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Did, encodeModuleId, isValidModuleId, nodeOfComponent } from '@dealer/contracts';
import { Type } from 'typebox';
import { BridgeError } from '../lib/bridge-error.ts';
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
    async (request) => {
      const node = nodeOfComponent(request.params.partType);
      const mid = request.body.module_id.toUpperCase();
      if (!isValidModuleId(mid))
        throw new BridgeError(400004, 'module_id fails its checksum', {
          action: 'Write module id',
          component: request.params.partType,
        });
      await conn.operate({ action: 'Write module id', kind: 'write', node }, (net) =>
        conn.unlocked(net, node, () =>
          net.client(node).writeDataByIdentifier(Did.moduleId, encodeModuleId(mid)),
        ),
      );
      const id = await conn.refreshIdentity(node);
      if (id.moduleId !== mid)
        throw new BridgeError(300104, 'The component did not keep the module id', {
          action: 'Write module id',
          component: request.params.partType,
        });
      return { part_type: request.params.partType, module_id: id.moduleId, valid: id.moduleIdValid };
    },
  );
};
