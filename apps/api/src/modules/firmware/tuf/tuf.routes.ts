// The firmware TUF repository over HTTP, laid out as a TUF client expects a mirror (consistent
// snapshots): /tuf/metadata/{n}.root.json, timestamp.json, {n}.snapshot.json, {n}.targets.json and
// /tuf/targets/{part}/{kind}/{sha256}.{version}.bin. Public like any mirror: the metadata's
// signatures, not this server, are what a client trusts. Serving timestamp.json renews the online
// roles when due, so a repository nobody touches still has fresh metadata when asked.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { offeredImageBytes } from './tuf-metadata.repository.ts';
import { notFound } from '../../../lib/app-error.ts';
import { renewOnline } from './tuf-online.ts';
import { ok } from '../../../lib/schema.ts';
import { bodyOf, current, repositoryStatus } from './tuf-store.ts';

const METADATA_FILE = /^(?:([1-9]\d{0,8})\.(root|snapshot|targets)|timestamp)\.json$/;
const TARGET_FILE = /^([A-Za-z0-9._-]{1,64})\/([a-z]{1,16})\/([0-9a-f]{64})\.([0-9.]{1,16})\.bin$/;

export const tufRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['firmware'] };

  app.get(
    '/tuf/metadata/:file',
    {
      config: { access: 'public' },
      schema: {
        ...common,
        summary: 'Signed TUF metadata of the firmware repository (root, timestamp, snapshot, targets)',
        params: Type.Object({ file: Type.String({ maxLength: 40 }) }),
      },
    },
    async (request, reply) => {
      const m = METADATA_FILE.exec(request.params.file);
      if (!m) throw notFound();
      let body: string | undefined;
      if (m[2]) body = await bodyOf(db, m[2] as 'root', Number(m[1]));
      else {
        await renewOnline(db);
        body = (await current(db, 'timestamp'))?.body;
      }
      if (body === undefined) throw notFound();
      // Metadata changes by new versions, except timestamp.json, which must never be cached.
      reply.header('cache-control', m[2] ? 'public, max-age=31536000, immutable' : 'no-store');
      return reply.type('application/json').send(body);
    },
  );

  app.get(
    '/tuf/status',
    {
      config: { access: 'public' },
      schema: {
        ...common,
        summary: 'Who signed the released images (targets) and until when the metadata is valid',
        response: {
          200: ok(
            Type.Object({
              targets_version: Type.Integer(),
              signed_by: Type.Array(Type.String()),
              valid_until: Type.String({ format: 'date-time' }),
            }),
          ),
        },
      },
    },
    async () => {
      await renewOnline(db);
      const status = await repositoryStatus(db);
      if (!status) throw notFound();
      return { result: status };
    },
  );

  app.get(
    '/tuf/targets/*',
    {
      config: { access: 'public' },
      schema: { ...common, summary: 'A firmware image as a TUF target, named by its SHA-256' },
    },
    async (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      const m = TARGET_FILE.exec(file);
      if (!m) throw notFound();
      const image = await offeredImageBytes(db, {
        partSpecCode: m[1] as string,
        kind: m[2] as string,
        sha256: m[3] as string,
        version: m[4] as string,
      });
      if (!image) throw notFound();
      return reply.type('application/octet-stream').send(image);
    },
  );
};
