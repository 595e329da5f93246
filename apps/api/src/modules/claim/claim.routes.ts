// Warranty-claim calls (docs/decisions/1400-warranty-claims-and-parts-orders.md): the dealer's
// list, filing, editing and moves; the service center's review queue and decisions; comments,
// the PDF and the claim photos (case images under /claim). Moves mail only the fixed other party,
// so they are not under the per-account mail limit meant for mails to addresses a caller chooses.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ok } from '../../lib/schema.ts';
import { reviewFlowRoutes } from '../../lib/review-flow-routes.ts';
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
import { buffer } from 'node:stream/consumers';
import { blobStoreFor } from '../blob/blob-store.ts';
import { readCaseImage } from '../case/case-image.service.ts';
import { PdfReaderQuery, pdfReader } from '../export/pdf-reader.ts';
import { claimPdf, type ClaimPhoto } from './claim-pdf.ts';

export const claimRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['warranty claims'], security: [{ bearer: [] }] };
  const flow = reviewFlowRoutes(app, { tags: ['warranty claims'], item: ClaimSchema });
  const one = { 200: ok(ClaimSchema) };

  flow.page(
    '/claim',
    'get_claim_case',
    'Claims the caller may see (dealer: own shop; service center: its regions), newest first',
    ClaimListQuery,
    (user, query) => service.listClaims(db, user, query),
  );
  flow.page(
    '/claim/review',
    'review_claim_case',
    'Review queue: claims of the center’s regions awaiting review unless status says otherwise',
    ClaimQueueQuery,
    (user, query) => service.listClaims(db, user, query, true),
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

  flow.action(
    '/claim/:id/status',
    'manage_claim_case',
    'Dealer: submit (or resubmit), cancel or complete a claim',
    DealerActionBody,
    (user, id, body) => service.dealerAction(db, user, id, body.action, body.comment ?? ''),
  );
  flow.action(
    '/claim/:id/review',
    'review_claim_case',
    'Service center: approve, reject or ask for a revision of a submitted claim',
    ClaimReviewBody,
    (user, id, body) => service.reviewClaim(db, user, id, body.decision, body.comment ?? ''),
  );
  flow.action(
    '/claim/:id/comment',
    'get_claim_case',
    'Comment on a claim at any step (either party); the other party is mailed',
    CommentBody,
    (user, id, body) => service.commentClaim(db, user, id, body.comment),
  );

  app.get(
    '/claim/:id/pdf',
    {
      config: { access: 'get_claim_case' },
      schema: {
        ...common,
        summary: "The claim as a PDF, in the reader's language and time zone",
        params: IdParam,
        querystring: PdfReaderQuery,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const claim = await service.getClaim(db, user, request.params.id);
      // The photos travel with the paper: the reviewer reads it without opening the portal.
      const photos: ClaimPhoto[] = [];
      for (const id of claim.image_ids) {
        const image = await readCaseImage(db, blobStoreFor(app.ctx.config), user, id);
        photos.push({ contentType: image.contentType, bytes: await buffer(image.stream) });
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="claim-${claim.id}.pdf"`)
        .send(await claimPdf(claim, pdfReader(request), photos));
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
