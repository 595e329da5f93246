// Warranty-claim calls (docs/decisions/1400-warranty-claims-and-parts-orders.md): the dealer's
// list, filing, editing and moves; the service center's review queue and decisions; comments,
// the PDF and the claim photos (case images under /claim). Moves mail only the fixed other party,
// so they are not under the per-account mail limit meant for mails to addresses a caller chooses.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ok, PageOf } from '../../lib/schema.ts';
import { requireUser } from '../../plugins/access.ts';
import { imageRoutes } from '../case/case-image.routes.ts';
import {
  ClaimListQuery,
  ClaimQueueQuery,
  ClaimReviewBody,
  ClaimSchema,
  CommentBody,
  CreateClaimBody,
  DealerActionBody,
  UpdateClaimBody,
} from './claim.schemas.ts';
import * as service from './claim.service.ts';
import { claimPdf } from './claim-pdf.ts';

export const claimRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['warranty claims'], security: [{ bearer: [] }] };
  const one = { 200: ok(ClaimSchema) };

  app.get(
    '/claim',
    {
      config: { access: 'get_claim_case' },
      schema: {
        ...common,
        summary: 'Claims the caller may see (dealer: own shop; service center: its regions), newest first',
        querystring: ClaimListQuery,
        response: { 200: ok(PageOf(ClaimSchema)) },
      },
    },
    async (request) => ({ result: await service.listClaims(db, requireUser(request), request.query) }),
  );

  app.get(
    '/claim/review',
    {
      config: { access: 'review_claim_case' },
      schema: {
        ...common,
        summary: 'Review queue: claims of the center’s regions awaiting review unless status says otherwise',
        querystring: ClaimQueueQuery,
        response: { 200: ok(PageOf(ClaimSchema)) },
      },
    },
    async (request) => ({ result: await service.listClaims(db, requireUser(request), request.query, true) }),
  );

  app.post(
    '/claim',
    {
      config: { access: 'manage_claim_case' },
      schema: {
        ...common,
        summary: 'File a draft claim; the bike’s latest reading and the failed component are attached',
        body: CreateClaimBody,
        response: one,
      },
    },
    async (request) => ({ result: await service.createClaim(db, requireUser(request), request.body) }),
  );

  app.get(
    '/claim/:id',
    {
      config: { access: 'get_claim_case' },
      schema: { ...common, summary: 'A claim with its evidence and history', params: IdParam, response: one },
    },
    async (request) => ({ result: await service.getClaim(db, requireUser(request), request.params.id) }),
  );

  app.patch(
    '/claim/:id',
    {
      config: { access: 'manage_claim_case' },
      schema: {
        ...common,
        summary: 'Dealer: change a draft or a claim sent back for revision',
        params: IdParam,
        body: UpdateClaimBody,
        response: one,
      },
    },
    async (request) => ({
      result: await service.updateClaim(db, requireUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/claim/:id/status',
    {
      config: { access: 'manage_claim_case' },
      schema: {
        ...common,
        summary: 'Dealer: submit (or resubmit), cancel or complete a claim',
        params: IdParam,
        body: DealerActionBody,
        response: one,
      },
    },
    async (request) => ({
      result: await service.dealerAction(
        db,
        requireUser(request),
        request.params.id,
        request.body.action,
        request.body.comment ?? '',
      ),
    }),
  );

  app.post(
    '/claim/:id/review',
    {
      config: { access: 'review_claim_case' },
      schema: {
        ...common,
        summary: 'Service center: approve, reject or ask for a revision of a submitted claim',
        params: IdParam,
        body: ClaimReviewBody,
        response: one,
      },
    },
    async (request) => ({
      result: await service.reviewClaim(
        db,
        requireUser(request),
        request.params.id,
        request.body.decision,
        request.body.comment ?? '',
      ),
    }),
  );

  app.post(
    '/claim/:id/comment',
    {
      config: { access: 'get_claim_case' },
      schema: {
        ...common,
        summary: 'Comment on a claim at any step (either party); the other party is mailed',
        params: IdParam,
        body: CommentBody,
        response: one,
      },
    },
    async (request) => ({
      result: await service.commentClaim(db, requireUser(request), request.params.id, request.body.comment),
    }),
  );

  app.get(
    '/claim/:id/pdf',
    {
      config: { access: 'get_claim_case' },
      schema: { ...common, summary: 'The claim as a PDF', params: IdParam },
    },
    async (request, reply) => {
      const claim = await service.getClaim(db, requireUser(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="claim-${claim.id}.pdf"`)
        .send(await claimPdf(claim));
    },
  );

  await app.register(
    imageRoutes({
      prefix: '/claim',
      tag: 'warranty claims',
      upload: 'manage_claim_case',
      read: 'get_claim_case',
    }),
  );
};
