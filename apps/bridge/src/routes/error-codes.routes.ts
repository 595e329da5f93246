// The bike's error codes: current and history reads (DTCs by status mask on every component with
// fault memory) and clearing them after a repair. Registered by bikeRoutes, between its reads.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DtcStatusBit } from '@dealer/contracts';
import { Type } from 'typebox';
import { checkpoint } from '../operations/operation-lock.ts';
import type { UdsNetwork } from '../services/uds-network.ts';
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

  // Components in bootloader mode have no fault memory to read or clear; the in-bootloader task covers them.
  const withFaultMemory = () => conn.components.filter((x) => x.bootMode === 'app');
  const readCodes = async <S extends 'current' | 'history'>(net: UdsNetwork, status: S) => {
    const mask = status === 'current' ? DtcStatusBit.testFailed : DtcStatusBit.confirmed;
    const out = [];
    for (const c of withFaultMemory()) {
      for (const d of await net.client(c.node).readDtcByStatusMask(mask))
        out.push({ code: d.code, part_type: c.partType, status });
    }
    return out;
  };
  const dtcs = (status: 'current' | 'history') => async () =>
    conn.read(
      { action: status === 'current' ? 'Read error codes' : 'Read error code history', kind: 'read' },
      async (net) => ({ error_codes: await readCodes(net, status) }),
    );
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
  // never complete. One call for the whole bike, like the reads: ClearDiagnosticInformation for all
  // groups (0xFFFFFF) on each component, then the current codes are read back.
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
    async () =>
      conn.operate({ action: 'Clear error codes', kind: 'operation' }, async (net, signal) => {
        const before = await readCodes(net, 'current');
        for (const c of withFaultMemory()) {
          checkpoint(signal);
          await net.client(c.node).clearDiagnosticInformation();
        }
        const after = await readCodes(net, 'current');
        const stillCurrent = (b: { code: string; part_type: string }) =>
          after.some((a) => a.code === b.code && a.part_type === b.part_type);
        return {
          cleared: before.filter((b) => !stillCurrent(b)).map(({ code, part_type }) => ({ code, part_type })),
          error_codes: after,
        };
      }),
  );
};
