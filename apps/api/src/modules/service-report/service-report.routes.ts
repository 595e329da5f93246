// Service report calls: compose source of a workspace, draft create/update, publish, read.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ok } from '../../lib/schema.ts';
import { requireUser } from '../../plugins/access.ts';
import {
  ComposeSourceSchema,
  CreateReportBody,
  PublicIdParam,
  ServiceReportSchema,
  UpdateReportBody,
} from './service-report.schemas.ts';
import * as service from './service-report.service.ts';
import { RiderLinkSchema, RiderReportSchema, RiderTokenBody } from './rider-report.schemas.ts';
import { createRiderLink, readRiderReport } from './rider-report.service.ts';

export const serviceReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['service report'], security: [{ bearer: [] }] };

  app.get(
    '/service_report/workspace/:id',
    {
      config: { access: 'get_workspace' },
      schema: {
        ...common,
        summary: 'What a workspace offers a report (activities, tasks, comments) and its reports so far',
        params: IdParam,
        response: { 200: ok(ComposeSourceSchema) },
      },
    },
    async (request) => ({ result: await service.composeSource(db, requireUser(request), request.params.id) }),
  );

  app.post(
    '/service_report/',
    {
      config: { access: 'manage_workspace' },
      schema: {
        ...common,
        summary:
          'Create a draft report from a workspace (all activities and open/completed tasks unless picked)',
        body: CreateReportBody,
        response: { 200: ok(ServiceReportSchema) },
      },
    },
    async (request) => ({ result: await service.createDraft(db, requireUser(request), request.body) }),
  );

  app.get(
    '/service_report/:id',
    {
      config: { access: 'get_workspace' },
      schema: {
        ...common,
        summary: 'A report (draft or published) of a shop the caller may see',
        params: IdParam,
        response: { 200: ok(ServiceReportSchema) },
      },
    },
    async (request) => ({ result: await service.getReport(db, requireUser(request), request.params.id) }),
  );

  app.patch(
    '/service_report/:id',
    {
      config: { access: 'manage_workspace' },
      schema: {
        ...common,
        summary: 'Change a draft (a published report is frozen: 409800)',
        params: IdParam,
        body: UpdateReportBody,
        response: { 200: ok(ServiceReportSchema) },
      },
    },
    async (request) => ({
      result: await service.updateDraft(db, requireUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/service_report/:id/publish',
    {
      config: { access: 'manage_workspace' },
      schema: {
        ...common,
        summary: 'Publish a draft: content frozen under a public id',
        params: IdParam,
        response: { 200: ok(ServiceReportSchema) },
      },
    },
    async (request) => ({ result: await service.publish(db, requireUser(request), request.params.id) }),
  );

  app.get(
    '/service_report/published/:public_id',
    {
      config: { access: 'get_workspace' },
      schema: {
        ...common,
        summary: 'A published report by its public id',
        params: PublicIdParam,
        response: { 200: ok(ServiceReportSchema) },
      },
    },
    async (request) => ({
      result: await service.getPublished(db, requireUser(request), request.params.public_id),
    }),
  );
};

/** The rider's side: a signed link opens one published report, without an account. */
export const riderReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  const issuer = `${config.publicUrl}/api`;

  app.post(
    '/service_report/:id/rider_link',
    {
      config: { access: 'manage_workspace' },
      schema: {
        tags: ['service report'],
        security: [{ bearer: [] }],
        summary: 'A signed, expiring link that opens a published report for the rider without signing in',
        params: IdParam,
        response: { 200: ok(RiderLinkSchema) },
      },
    },
    async (request) => ({
      result: await createRiderLink(
        db,
        requireUser(request),
        { issuer, publicUrl: config.publicUrl },
        request.params.id,
      ),
    }),
  );

  // POST with the token in the body: a signed token is too long for a path parameter, and in a
  // body it stays out of access logs and proxies' URL records.
  app.post(
    '/rider/service_report',
    {
      config: { access: 'public' },
      schema: {
        tags: ['service report'],
        summary: 'The published report a rider link names (expired link: 401701; any other token: 404000)',
        body: RiderTokenBody,
        response: { 200: ok(RiderReportSchema) },
      },
    },
    async (request) => ({ result: await readRiderReport(db, issuer, request.body.token) }),
  );
};
