// Firmware calls: v1/v2 lists, /v2/firmware/updatable, /v2/firmware/dongle/updatable, and the
// download of an image with its signed manifest (what the portal hands to the bridge's
// PUT /v2/firmware/{partType}).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { FirmwareKind, type FirmwareManifest } from '@dealer/contracts';
import { Enum, IdParam, PageOf, Paging, ok } from '../../lib/schema.ts';
import { SessionHeaders, optionalSession, requireSession } from '../workspace/workspace-access.ts';
import { firmwareImage, listFirmware, updatable } from './firmware.repository.ts';

const Mid = Type.String({ pattern: '^[0-9A-Fa-f]{16}$', description: 'Module id: 16 hex digits' });
const Ver = Type.String({ minLength: 1, maxLength: 32 });

const FirmwareSummary = Type.Object({
  id: Type.Integer(),
  part_spec_id: Type.Integer(),
  part_spec_code: Type.String(),
  part_type: Type.String(),
  kind: Enum(FirmwareKind),
  version: Type.String(),
  hardware_versions: Type.Array(Type.String()),
  file_type: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
  release_note: Type.String(),
  released_at: Type.String({ format: 'date-time' }),
  download_url: Type.String(),
});
const ListQuery = Type.Object({
  ...Paging,
  mid: Type.Optional(Mid),
  part_spec_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  version: Type.Optional(Ver),
  hardware_version: Type.Optional(Ver),
  font_version: Type.Optional(Ver),
  icon_version: Type.Optional(Ver),
});
const Updatable = Type.Object({
  mid: Type.String(),
  part_type: Type.String(),
  part_spec_code: Type.String(),
  hardware_version: Type.String(),
  firmware_version: Type.String(),
  in_bootloader: Type.Boolean(),
  updatable: Type.Boolean(),
  updates: Type.Array(FirmwareSummary, {
    description: 'rescue image when in_bootloader; else newer application, font and icon images',
  }),
});
const Manifest = Type.Object({
  part_spec_code: Type.String(),
  version: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
  hardware_versions: Type.Array(Type.String()),
  kind: Type.String(),
  signed_at: Type.String(),
});
/** What the download and the image link (firmware-link.routes.ts) both answer: the signed manifest. */
export const SignedManifestFields = {
  firmware_id: Type.Integer(),
  manifest: Manifest,
  signature: Type.String(),
  key_id: Type.String(),
};
const Download = Type.Object({ ...SignedManifestFields, image_base64: Type.String() });

export const signedManifestOf = (row: {
  id: number;
  manifest: unknown;
  signature: string;
  keyId: string;
}) => ({
  firmware_id: row.id,
  manifest: row.manifest as FirmwareManifest,
  signature: row.signature,
  key_id: row.keyId,
});

export const firmwareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['firmware'], security: [{ bearer: [] }] };
  const access = { access: 'get_bike_info' as const };
  /** One page of the catalogue (v1 and v2 list the same): page 1 of 20 unless asked otherwise. */
  const firmwarePage = (query: Static<typeof ListQuery>) =>
    listFirmware(db, { ...query, page: query.page ?? 1, page_size: query.page_size ?? 20 });

  app.get(
    '/v1/firmware/',
    {
      config: access,
      schema: {
        ...common,
        summary: 'Firmware catalogue, paged and filtered',
        querystring: ListQuery,
        response: { 200: ok(PageOf(FirmwareSummary)) },
      },
    },
    async (request) => ({ result: await firmwarePage(request.query) }),
  );

  app.get(
    '/v2/firmware/',
    {
      config: access,
      preHandler: optionalSession(app),
      schema: {
        ...common,
        summary: 'Firmware catalogue (session token optional)',
        querystring: ListQuery,
        headers: SessionHeaders,
        response: { 200: ok(PageOf(FirmwareSummary)) },
      },
    },
    async (request) => ({ result: await firmwarePage(request.query) }),
  );

  app.get(
    '/v2/firmware/updatable',
    {
      config: access,
      preHandler: optionalSession(app),
      schema: {
        ...common,
        summary: 'Newest applicable firmware for a module (rescue image when in the bootloader)',
        querystring: Type.Object({
          mid: Mid,
          firmware_version: Type.Optional(Ver),
          font_version: Type.Optional(Ver),
          icon_version: Type.Optional(Ver),
          in_bootloader: Type.Optional(Type.Boolean()),
        }),
        headers: SessionHeaders,
        response: { 200: ok(Updatable) },
      },
    },
    async (request) => ({ result: await updatable(db, request.query) }),
  );

  app.get(
    '/v2/firmware/dongle/updatable',
    {
      config: access,
      preHandler: requireSession(app),
      schema: {
        ...common,
        summary: 'Newer connector (dongle) firmware',
        querystring: Type.Object({ mid: Mid, firmware_version: Type.Optional(Ver) }),
        headers: SessionHeaders,
        response: { 200: ok(Updatable) },
      },
    },
    async (request) => ({ result: await updatable(db, request.query, true) }),
  );

  app.get(
    '/firmware/:id/image',
    {
      config: access,
      schema: {
        ...common,
        summary:
          'Download an image with its signed manifest (Ed25519, key in /api/keys/bridge.jwks, use "firmware")',
        params: IdParam,
        response: { 200: ok(Download) },
      },
    },
    async (request) => {
      const row = await firmwareImage(db, request.params.id);
      return { result: { ...signedManifestOf(row), image_base64: row.image.toString('base64') } };
    },
  );
};
