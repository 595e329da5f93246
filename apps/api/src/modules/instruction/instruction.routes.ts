// GET /instruction/?language: the portal's step-by-step instruction texts in one language.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LanguageCode } from '@dealer/contracts';
import { ok } from '../../lib/schema.ts';
import { Enum } from '../../lib/schema.ts';
import { InstructionKey, instructionsFor } from './instruction-content.ts';

const InstructionSchema = Type.Object({
  key: Enum(InstructionKey),
  title: Type.String(),
  steps: Type.Array(Type.String()),
  notes: Type.Array(Type.String()),
});

export const instructionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/instruction/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['instruction'],
        security: [{ bearer: [] }],
        summary: 'Instruction texts (connect a bike, update firmware, …) in one language',
        querystring: Type.Object({ language: Enum(LanguageCode) }, { additionalProperties: false }),
        response: { 200: ok(Type.Array(InstructionSchema)) },
      },
    },
    (request) => Promise.resolve({ result: instructionsFor(request.query.language) }),
  );
};
