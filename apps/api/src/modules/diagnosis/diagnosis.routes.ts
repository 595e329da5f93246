// Diagnosis history calls: keep a full-diagnosis run, read a bike's runs.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, PageOf } from '../../lib/schema.ts';
import { requireUser } from '../../plugins/access.ts';
import { VinParam } from '../bike/bike.schemas.ts';
import { DiagnosisRunSchema, ListDiagnosesQuery, PostDiagnosisBody } from './diagnosis.schemas.ts';
import { listDiagnoses, postDiagnosis } from './diagnosis.service.ts';

export const diagnosisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['diagnosis'], security: [{ bearer: [] }] };

  app.post(
    '/bike/:vin/diagnosis',
    {
      config: { access: 'manage_workspace' },
      schema: {
        ...common,
        summary: 'Keep a full-diagnosis run of the caller’s workspace on this bike (idempotent per run)',
        params: VinParam,
        body: PostDiagnosisBody,
        response: { 200: ok(DiagnosisRunSchema) },
      },
    },
    async (request) => ({
      result: await postDiagnosis(db, requireUser(request), request.params.vin, request.body),
    }),
  );

  app.get(
    '/bike/:vin/diagnosis',
    {
      config: { access: 'get_bike_info' },
      schema: {
        ...common,
        summary: 'A bike’s full-diagnosis runs, newest first',
        params: VinParam,
        querystring: ListDiagnosesQuery,
        response: { 200: ok(PageOf(DiagnosisRunSchema)) },
      },
    },
    async (request) => ({
      result: await listDiagnoses(db, requireUser(request), request.params.vin, request.query),
    }),
  );
};
