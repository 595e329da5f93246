// Parameter data arrays (the per-component configuration block the backend compares and syncs).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
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
    async (request) => ({
      part_type: request.params.partType,
      data_array: await conn.driveSystem.readParameters(request.params.partType),
    }),
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
      const component = request.params.partType;
      const progress = (stage: 'writing' | 'verifying' | 'done', progress: number) =>
        hub.publish({ operation: 'operate_parameter', component, stage, progress });
      const written = await conn.driveSystem.writeParameters(component, request.body, progress);
      return { part_type: component, data_array: written };
    },
  );
};
