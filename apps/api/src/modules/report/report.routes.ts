// Report calls (calls-spec.md "Reports"): each stores the report and mails the service center.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/schema.ts';
import { requireUser } from '../../plugins/access.ts';
import { BundleRuleNotMatchBody, ReportSchema, TroubleshootingBody } from './report.schemas.ts';
import { sendReport } from './report.service.ts';
import { limited } from '../../plugins/rate-limits.ts';

export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['report'], security: [{ bearer: [] }] };

  app.post(
    '/report/bundle_rule_not_match',
    {
      config: { access: 'manage_workspace', ...limited('mail') },
      schema: {
        ...common,
        summary: 'Report a bike whose parts break its model’s bundle rule; mails the service center',
        body: BundleRuleNotMatchBody,
        response: { 200: ok(ReportSchema) },
      },
    },
    async (request) => ({
      result: await sendReport(db, requireUser(request), 'bundle_rule_not_match', request.body),
    }),
  );

  app.post(
    '/report/troubleshooting',
    {
      config: { access: 'manage_workspace', ...limited('mail') },
      schema: {
        ...common,
        summary: 'Ask the service center for troubleshooting help with a workspace snapshot; mails it',
        body: TroubleshootingBody,
        response: { 200: ok(ReportSchema) },
      },
    },
    async (request) => ({
      result: await sendReport(db, requireUser(request), 'troubleshooting', request.body),
    }),
  );
};
