// Bench action (simulator driver only): a fault's cause appears on a component or is repaired. A
// real drive unit sets a code again right after a clear while its cause is there; this is how a test
// or a demo shows that, and how the technician's repair is made on the simulated hardware.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DtcStatusBit, isUdsNodeName } from '@dealer/contracts';
import { Type } from 'typebox';
import { BridgeError } from '../lib/bridge-error.ts';
import { PartTypeSchema, StringEnum, replies } from './common.schemas.ts';

const ErrorCause = Type.Object({
  part_type: PartTypeSchema,
  code: Type.String({ pattern: '^0x[0-9A-Fa-f]{4}$', description: 'Drive-system error code, e.g. 0x0101' }),
  present: Type.Boolean({
    description:
      'true: the fault is there (the code is set); false: repaired (the code stays until it is cleared)',
  }),
});
const ErrorCauseState = Type.Object({
  part_type: PartTypeSchema,
  code: Type.String(),
  cause_present: Type.Boolean(),
  status: StringEnum(['current', 'history', 'none'] as const, 'What the error code reads report for it now'),
});

export const simErrorCauseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const bike = app.bridge.simBike;
  if (!bike) return;
  app.put(
    '/sim/error_cause',
    {
      schema: {
        tags: ['simulator'],
        summary: 'Make the cause of an error code present on a component, or repair it',
        body: ErrorCause,
        response: replies(ErrorCauseState),
      },
    },
    async (request) => {
      const { part_type, present } = request.body;
      const code = `0x${request.body.code.slice(2).toLowerCase()}`;
      if (!isUdsNodeName(part_type) || part_type === 'dongle' || !bike.component(part_type))
        throw new BridgeError(300202, `The bike on the bench has no ${part_type}`, {
          action: 'Set error cause',
          component: part_type,
        });
      const dtc = bike.setErrorCause(part_type, code, present);
      const status = !dtc
        ? 'none'
        : dtc.status & DtcStatusBit.testFailed
          ? 'current'
          : dtc.status & DtcStatusBit.confirmed
            ? 'history'
            : 'none';
      return { part_type, code, cause_present: dtc?.causePresent ?? false, status };
    },
  );
};
