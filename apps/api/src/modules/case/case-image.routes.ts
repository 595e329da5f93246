// POST /case_management/image (multipart, field image_file) and GET of a stored image.
// Multipart parsing is registered here only, with limits, so no other route accepts uploads.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { ok } from '../../lib/schema.ts';
import { AppError, badInput } from '../../lib/app-error.ts';
import { requireUser } from '../../plugins/access.ts';
import { blobStoreFor } from '../blob/blob-store.ts';
import { ImageSchema } from './case.schemas.ts';
import { MAX_IMAGE_BYTES, readCaseImage, storeCaseImage } from './case-image.service.ts';
import { limited } from '../../plugins/rate-limits.ts';

export const caseImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
  });
  const common = { tags: ['case management'], security: [{ bearer: [] }] };

  app.post(
    '/case_management/image',
    {
      config: { access: 'manage_case_management', ...limited('upload') },
      // No JSON-schema validation of the body: it is a file stream, read and checked by content below.
      validatorCompiler: () => () => true,
      schema: {
        ...common,
        summary: 'Upload a case image (multipart field image_file: JPEG, PNG or WebP, at most 8 MiB)',
        consumes: ['multipart/form-data'],
        // Documents the form field for OpenAPI; the multipart stream is checked in the handler.
        body: Type.Object({
          image_file: Type.String({ format: 'binary', description: 'JPEG, PNG or WebP' }),
        }),
        response: { 200: ok(ImageSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!request.isMultipart())
        throw new AppError(400000, [{ field: 'content-type', problem: 'expected multipart/form-data' }]);
      let bytes: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'image_file' || bytes) {
          part.file.resume();
          continue;
        }
        // toBuffer() throws FST_REQ_FILE_TOO_LARGE (413 → 400000) past the limit.
        bytes = await part.toBuffer();
      }
      if (!bytes) throw badInput('image_file', 'is required');
      return { result: await storeCaseImage(db, blobStoreFor(config), user, bytes) };
    },
  );

  app.get(
    '/case_management/image/:id',
    {
      config: { access: 'get_case_management' },
      schema: {
        ...common,
        summary: 'A stored case image',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
      },
    },
    async (request, reply) => {
      const image = await readCaseImage(db, blobStoreFor(config), requireUser(request), request.params.id);
      return reply
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', image.size ?? undefined)
        .type(image.contentType)
        .send(image.stream);
    },
  );
};
