// Parameter data arrays (the per-component configuration block the backend compares and syncs).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Did, nodeOfComponent } from '@dealer/contracts';
import { Type } from 'typebox';
import { BridgeError } from '../lib/bridge-error.ts';
import { ComponentParam, replies } from './common.schemas.ts';

const DataArray = Type.Object({
  part_type: Type.String(),
  data_array: Type.Array(Type.Integer({ minimum: 0, maximum: 255 })),
});
const WriteConfig = Type.Object(
  {
    data_array: Type.Optional(
      Type.Array(Type.Integer({ minimum: 0, maximum: 255 }), {
        description: 'The whole array (same length as read)',
      }),
    ),
    changes: Type.Optional(
      Type.Array(
        Type.Object({
          index: Type.Integer({ minimum: 0 }),
          value: Type.Integer({ minimum: 0, maximum: 255 }),
        }),
        { minItems: 1, description: 'Single bytes to change' },
      ),
    ),
  },
  { description: 'Either data_array or changes' },
);

export const parameterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { connection: conn, hub } = app.bridge;
  const tags = ['parameter'];

  app.get(
    '/v2/parameter/:partType/data_array',
    {
      schema: {
        tags,
        summary: 'Read the parameter data array of a component',
        params: ComponentParam,
        response: replies(DataArray),
      },
    },
    async (request) => {
      const node = nodeOfComponent(request.params.partType);
      const data = await conn.read({ action: 'Read parameters', kind: 'read', node }, (net) =>
        net.client(node).readDataByIdentifier(Did.parameterArray),
      );
      return { part_type: request.params.partType, data_array: [...data] };
    },
  );

  app.patch(
    '/v2/parameter/:partType',
    {
      schema: {
        tags,
        summary: 'Write parameters (progress on /v1/progress/operate_parameter)',
        params: ComponentParam,
        body: WriteConfig,
        response: replies(DataArray),
      },
    },
    async (request) => {
      const node = nodeOfComponent(request.params.partType);
      const { data_array, changes } = request.body;
      if (!data_array === !changes) throw new BridgeError(400004, 'Send either data_array or changes');
      const publish = (stage: 'writing' | 'verifying' | 'done', progress: number) =>
        hub.publish({ operation: 'operate_parameter', component: request.params.partType, stage, progress });
      const written = await conn.operate({ action: 'Write parameters', kind: 'write', node }, async (net) => {
        const client = net.client(node);
        const current = [...(await client.readDataByIdentifier(Did.parameterArray))];
        const next = data_array ? [...data_array] : [...current];
        for (const c of changes ?? []) {
          if (c.index >= next.length)
            throw new BridgeError(
              400004,
              `Parameter index ${c.index} is beyond the ${next.length}-byte array`,
            );
          next[c.index] = c.value;
        }
        if (next.length !== current.length)
          throw new BridgeError(
            400004,
            `The ${node} holds ${current.length} parameter bytes, got ${next.length}`,
          );
        publish('writing', 10);
        await conn.unlocked(net, node, () =>
          client.writeDataByIdentifier(Did.parameterArray, Uint8Array.from(next)),
        );
        publish('verifying', 80);
        const readBack = [...(await client.readDataByIdentifier(Did.parameterArray))];
        if (readBack.some((b, i) => b !== next[i]))
          throw new BridgeError(300104, 'The component did not keep the written parameters');
        return readBack;
      });
      publish('done', 100);
      return { part_type: request.params.partType, data_array: written };
    },
  );
};
