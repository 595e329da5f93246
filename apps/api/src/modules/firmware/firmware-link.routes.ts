// Firmware image links (docs/decisions/3003): the portal asks for an image it may download (the same
// access rule as GET /firmware/{id}/image) and gets its signed manifest with an image_url; the bridge
// fetches the bytes from that URL itself, the ticket in it being the only credential it needs.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParam, ok } from '../../lib/schema.ts';
import { firmwareLinkUrl, signFirmwareLink, verifyFirmwareLink } from './firmware-link.ts';
import { firmwareImage, signedManifest } from './firmware.repository.ts';
import { SignedManifestFields, signedManifestOf } from './firmware.routes.ts';

const ImageLink = Type.Object({
  ...SignedManifestFields,
  image_url: Type.String({
    format: 'uri',
    description: 'Absolute URL of the image bytes with a ticket for this image only; no session needed',
  }),
  expires_at: Type.String({ format: 'date-time', description: 'When the ticket stops working' }),
});

export const firmwareLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  const issuer = `${config.publicUrl}/api`;

  app.get(
    '/firmware/:id/image_link',
    {
      config: { access: 'get_bike_info' },
      schema: {
        tags: ['firmware'],
        security: [{ bearer: [] }],
        summary:
          'The signed manifest of an image and a short-lived URL of its bytes, for the bridge to fetch (PUT /v2/firmware/{partType} image_url)',
        params: IdParam,
        response: { 200: ok(ImageLink) },
      },
    },
    async (request) => {
      const row = await signedManifest(db, request.params.id);
      const { ticket, expiresAt } = await signFirmwareLink(db, issuer, row.id);
      return {
        result: {
          ...signedManifestOf(row),
          image_url: firmwareLinkUrl(config.publicUrl, row.id, ticket),
          expires_at: expiresAt.toISOString(),
        },
      };
    },
  );

  app.get(
    '/firmware/:id/image_file',
    {
      // The ticket is the credential: the bridge calling this has no session of the API.
      config: { access: 'public' },
      schema: {
        tags: ['firmware'],
        summary:
          'The bytes of an image an image_link named (expired ticket: 401710; altered, forged or for another image: 401711)',
        params: IdParam,
        querystring: Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 2048 }) }),
      },
    },
    async (request, reply) => {
      await verifyFirmwareLink(db, issuer, request.query.ticket, request.params.id);
      const row = await firmwareImage(db, request.params.id);
      // A ticketed answer is nobody's to keep: no shared cache may serve it without the ticket.
      reply.header('cache-control', 'private, no-store');
      return reply.type('application/octet-stream').send(row.image);
    },
  );
};
