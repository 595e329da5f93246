// POST <prefix>/image (multipart, field image_file) and GET of a stored image, for cases and for
// the warranty claims and order cases that reuse the same images, checks and blob store. Multipart
// parsing is registered inside these plugins only, with limits, so no other route accepts uploads.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PermissionKey } from '@dealer/contracts';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { ok } from '../../lib/schema.ts';
import { AppError, badInput } from '../../lib/app-error.ts';
import { requireUser } from '../../plugins/access.ts';
import { blobStoreFor } from '../blob/blob-store.ts';
import { ImageSchema } from './case.schemas.ts';
import { MAX_IMAGE_BYTES, readCaseImage, storeCaseImage } from './case-image.service.ts';
import { limited } from '../../plugins/rate-limits.ts';

export interface ImageRouteOptions {
  /** Path prefix of the upload and read calls, e.g. '/case_management'. */
  prefix: string;
  tag: string;
  upload: PermissionKey;
  read: PermissionKey;
}

export const imageRoutes =
  (opts: ImageRouteOptions): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db, config } = app.ctx;
    await app.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
    });
    const common = { tags: [opts.tag], security: [{ bearer: [] }] };

    app.post(
      `${opts.prefix}/image`,
      {
        config: { access: opts.upload, ...limited('upload') },
        // No JSON-schema validation of the body: it is a file stream, read and checked by content below.
        validatorCompiler: () => () => true,
        schema: {
          ...common,
          summary: 'Upload an image (multipart field image_file: JPEG, PNG or WebP, at most 8 MiB)',
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
        return { result: await storeCaseImage(db, blobStoreFor(config), user, bytes, opts.prefix) };
      },
    );

    app.get(
      `${opts.prefix}/image/:id`,
      {
        config: { access: opts.read },
        schema: {
          ...common,
          summary: 'A stored image',
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

export const caseImageRoutes = imageRoutes({
  prefix: '/case_management',
  tag: 'case management',
  upload: 'manage_case_management',
  read: 'get_case_management',
});
