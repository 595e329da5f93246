// Schemas shared by several bridge calls. Enumerations come from contracts, so the OpenAPI document
// and the portal agree on every value.
import { Type } from 'typebox';
import type { TSchema } from 'typebox';
import {
  BridgeErrorCodes,
  BridgeErrorReasons,
  FirmwareKind,
  FrameKind,
  MAX_FIRMWARE_IMAGE_BYTES,
  PartType,
  SupportedComponent,
} from '@dealer/contracts';
import { DriverKinds } from '../drivers/driver.ts';

export const ErrorBody = Type.Object(
  {
    code: Type.Union(BridgeErrorCodes.map((c) => Type.Literal(c))),
    reason: Type.Union(
      BridgeErrorReasons.map((r) => Type.Literal(r)),
      { description: 'Why, where the code alone does not say: the portal switches on it, not on message' },
    ),
    message: Type.String(),
    action: Type.Optional(Type.String()),
    component: Type.Optional(Type.String()),
  },
  { $id: 'BridgeError', description: 'Bridge error: code from the bridge catalogue' },
);

/** 200 plus the error body for every failure status. */
export function replies<T extends TSchema>(ok: T) {
  return { 200: ok, '4xx': Type.Ref('BridgeError'), '5xx': Type.Ref('BridgeError') };
}

export const StringEnum = <const T extends readonly string[]>(values: T, description?: string) =>
  Type.Enum<[...T]>([...values], description ? { description } : {});

export const ComponentParam = Type.Object({ partType: StringEnum(SupportedComponent, 'Component type') });
export const PartTypeSchema = StringEnum(PartType);

const FirmwareManifestSchema = Type.Object(
  {
    part_spec_code: Type.String({ minLength: 1 }),
    version: Type.String({ minLength: 1, maxLength: 32 }),
    size: Type.Integer({ minimum: 1, maximum: MAX_FIRMWARE_IMAGE_BYTES }),
    sha256: Type.String({ pattern: '^[0-9a-fA-F]{64}$' }),
    hardware_versions: Type.Array(Type.String(), { minItems: 1 }),
    kind: StringEnum(FirmwareKind),
    signed_at: Type.String(),
  },
  { description: 'The backend-signed manifest (contracts FirmwareManifest)' },
);

export const imageSourceFields = {
  image_base64: Type.Optional(Type.String({ description: 'The image, base64 (or image_url)' })),
  image_url: Type.Optional(
    Type.String({
      format: 'uri',
      description:
        "Where the bridge fetches the image (or image_base64): the API's image_link, only on the backend this bridge trusts (BRIDGE_TRUSTED_JWKS_URL, BRIDGE_TUF_URL origins)",
    }),
  ),
  manifest: FirmwareManifestSchema,
  signature: Type.String({
    minLength: 1,
    description: 'Base64 Ed25519 signature over canonicalManifest(manifest)',
  }),
  key_id: Type.Optional(Type.String({ description: 'kid of the firmware key in the backend JWKS' })),
};

export const FirmwareUpdateConfig = Type.Object({
  ...imageSourceFields,
  rescue: Type.Optional(
    Type.Boolean({ description: 'Bootloader rescue: allowed while the component is in bootloader mode' }),
  ),
});

export const FrameUpdateConfig = Type.Object({
  frame_type: StringEnum(FrameKind),
  ...imageSourceFields,
});

export const FirmwareUpdateResult = Type.Object({
  part_type: Type.String(),
  previous_version: Type.String(),
  version: Type.String(),
  bytes: Type.Integer(),
  duration_ms: Type.Integer(),
  link_rate: Type.Optional(
    Type.Object(
      {
        driver: StringEnum(DriverKinds),
        frames_per_s: Type.Number({ description: 'Frames delivered to the bike per second (answered)' }),
        frames_lost: Type.Integer(),
        frames_sent: Type.Integer(),
        predicted_ms: Type.Integer({ description: "The transfer's time predicted from the rate" }),
      },
      { description: 'Over a wireless link: its rate measured before the update (decision 2903)' },
    ),
  ),
});

export const ComponentInfo = Type.Object({
  part_type: PartTypeSchema,
  component: Type.Union([StringEnum(SupportedComponent), Type.Null()], {
    description: 'Name in bridge paths ({partType}); null when the bridge has no calls for it',
  }),
  part_spec_code: Type.String(),
  barcode: Type.String({ description: 'Serial printed on the part' }),
  module_id: Type.String({ description: "16 hex digits; '' when the component reports none" }),
  module_id_valid: Type.Boolean(),
  hardware_version: Type.String(),
  firmware_version: Type.String({ description: "'' while in bootloader mode" }),
  font_version: Type.Union([Type.String(), Type.Null()]),
  icon_version: Type.Union([Type.String(), Type.Null()]),
  in_bootloader: Type.Boolean(),
});
