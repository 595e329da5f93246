// The bike's error codes: current and history reads and clearing them after a repair. Registered by bikeRoutes, between its reads.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PartTypeSchema, StringEnum, replies } from './common.schemas.ts';

const ErrorCodeList = Type.Object({
  error_codes: Type.Array(
    Type.Object({
      code: Type.String({ description: 'Drive-system error code, e.g. 0x0101' }),
      part_type: PartTypeSchema,
      status: StringEnum(['current', 'history'] as const),
    }),
  ),
});
const ErrorCodeClearResult = Type.Object({
  cleared: Type.Array(Type.Object({ code: Type.String(), part_type: PartTypeSchema }), {
    description: 'Codes that were current and are not any more (kept in the error history)',
  }),
  error_codes: Type.Array(
    Type.Object({ code: Type.String(), part_type: PartTypeSchema, status: StringEnum(['current'] as const) }),
    {
      description:
        'Codes current after the clear: their cause is still present, so the component set them again',
    },
  ),
});

export const errorCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const conn = app.bridge.connection;
  const tags = ['bike'];

  const dtcs = (status: 'current' | 'history') => async () => ({
    error_codes: await conn.driveSystem.errorCodes(status),
  });
  app.get(
    '/v2/bike/error_codes',
    {
      schema: {
        tags,
        summary: 'Current error codes (DTC status testFailed)',
        response: replies(ErrorCodeList),
      },
    },
    dtcs('current'),
  );
  app.get(
    '/v2/bike/error_codes/history',
    {
      schema: {
        tags,
        summary: 'Error code history (DTC status confirmed)',
        response: replies(ErrorCodeList),
      },
    },
    dtcs('history'),
  );

  // Not in the spec's bridge calls, which cannot clear a code: without it an error-code task could
  // never complete. One call for the whole bike, like the reads; the current codes are read back.
  app.delete(
    '/v2/bike/error_codes',
    {
      schema: {
        tags,
        summary:
          'Clear the error codes of every component after a repair; codes whose cause is still present come back',
        response: replies(ErrorCodeClearResult),
      },
    },
    async () => conn.driveSystem.clearErrorCodes(),
  );
};
