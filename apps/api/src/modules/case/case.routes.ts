// Case management calls (calls-spec.md "Case management") plus the list, detail, dealer status
// change and service-center review calls this backend adds (docs/decisions/).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { CaseType } from '@dealer/contracts';
import { IdParam, ok, PageOf } from '../../lib/schema.ts';
import { requireUser } from '../../plugins/access.ts';
import {
  CaseSchema,
  LatestQuery,
  ListQuery,
  PostBundleBody,
  ReviewBody,
  StatusBody,
  VerifyWorkspaceBody,
} from './case.schemas.ts';
import * as service from './case.service.ts';
import { caseImageRoutes } from './case-image.routes.ts';
import { limited } from '../../plugins/rate-limits.ts';

export const caseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['case management'], security: [{ bearer: [] }] };
  const bodies: Record<CaseType, typeof PostBundleBody | typeof VerifyWorkspaceBody> = {
    post_bundle: PostBundleBody,
    verify_workspace: VerifyWorkspaceBody,
  };

  for (const caseType of ['post_bundle', 'verify_workspace'] as const) {
    app.post(
      `/case_management/${caseType}`,
      {
        config: { access: 'manage_case_management' },
        schema: {
          ...common,
          summary: `Open a ${caseType} case (or resubmit the one sent back for revision)`,
          body: bodies[caseType],
          response: { 200: ok(CaseSchema) },
        },
      },
      async (request) => ({
        result: await service.createCase(db, requireUser(request), caseType, request.body),
      }),
    );
    app.get(
      `/case_management/${caseType}`,
      {
        config: { access: 'get_case_management' },
        schema: {
          ...common,
          summary: `Latest ${caseType} case (ticket) of a bike at a shop, or null`,
          querystring: LatestQuery,
          response: { 200: ok(Type.Union([CaseSchema, Type.Null()])) },
        },
      },
      async (request) => ({
        result: await service.latestTicket(
          db,
          requireUser(request),
          caseType,
          request.query.vin,
          request.query.bike_shop_id,
        ),
      }),
    );
  }

  app.get(
    '/case_management/',
    {
      config: { access: 'get_case_management' },
      schema: {
        ...common,
        summary: 'Cases the caller may see (dealer: own shop; service center: its regions), newest first',
        querystring: ListQuery,
        response: { 200: ok(PageOf(CaseSchema)) },
      },
    },
    async (request) => ({ result: await service.listCases(db, requireUser(request), request.query) }),
  );

  app.get(
    '/case_management/review',
    {
      config: { access: 'review_case_management' },
      schema: {
        ...common,
        summary:
          'Review queue of a service center: cases of its regions, pending unless status says otherwise',
        querystring: ListQuery,
        response: { 200: ok(PageOf(CaseSchema)) },
      },
    },
    async (request) => ({
      result: await service.listCases(db, requireUser(request), request.query, 'pending'),
    }),
  );

  app.get(
    '/case_management/:id',
    {
      config: { access: 'get_case_management' },
      schema: {
        ...common,
        summary: 'A case with its status history',
        params: IdParam,
        response: { 200: ok(CaseSchema) },
      },
    },
    async (request) => ({ result: await service.getCase(db, requireUser(request), request.params.id) }),
  );

  app.patch(
    '/case_management/:id/status',
    {
      config: { access: 'manage_case_management' },
      schema: {
        ...common,
        summary: 'Dealer: cancel an open case or complete an approved one',
        params: IdParam,
        body: StatusBody,
        response: { 200: ok(CaseSchema) },
      },
    },
    async (request) => ({
      result: await service.changeStatusAsDealer(
        db,
        requireUser(request),
        request.params.id,
        request.body.status,
        request.body.comment ?? '',
      ),
    }),
  );

  app.post(
    '/case_management/:id/review',
    {
      config: { access: 'review_case_management', ...limited('mail') },
      schema: {
        ...common,
        summary: 'Service center: approve, reject or ask for revision of a pending case',
        params: IdParam,
        body: ReviewBody,
        response: { 200: ok(CaseSchema) },
      },
    },
    async (request) => ({
      result: await service.review(
        db,
        requireUser(request),
        request.params.id,
        request.body.decision,
        request.body.comment ?? '',
      ),
    }),
  );

  await app.register(caseImageRoutes);
};
