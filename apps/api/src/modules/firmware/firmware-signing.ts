// Firmware images and their signed manifests. Images are generated deterministically from a seed
// (the demo catalogue has no real binaries); the manifest binds part spec, version, size and
// SHA-256, and is signed with the backend's Ed25519 firmware key so the bridge can refuse any
// image that was not published here.
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  sign,
  verify,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import {
  canonicalManifest,
  type FirmwareKind,
  type FirmwareManifest,
  type SignedFirmware,
} from '@dealer/contracts';
import type { JWK } from 'jose';
import type { firmwareImages } from '../../db/tables/index.ts';
import { imageBytesValue } from './firmware-catalogue.repository.ts';
import { versionRank } from '../task-engine/version.ts';

/** Deterministic pseudo-random bytes (xorshift32); fast enough to build the catalogue at seed time. */
export function demoImageBytes(seed: string, size: number): Buffer {
  let state = 2166136261;
  for (const ch of seed) state = Math.imul(state ^ ch.charCodeAt(0), 16777619) >>> 0;
  if (state === 0) state = 1;
  const out = Buffer.allocUnsafe(size);
  for (let i = 0; i < size; i += 4) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    if (i + 4 <= size) out.writeUInt32LE(state, i);
    else for (let j = i; j < size; j++) out[j] = (state >>> ((j - i) * 8)) & 0xff;
  }
  return out;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export { versionRank };

export interface FirmwareSigner {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

const privateKeys = new WeakMap<JWK, KeyObject>();

function signManifest(manifest: FirmwareManifest, key: FirmwareSigner): SignedFirmware {
  let pk = privateKeys.get(key.privateJwk);
  if (!pk) {
    pk = createPrivateKey({ key: key.privateJwk as JsonWebKey, format: 'jwk' });
    privateKeys.set(key.privateJwk, pk);
  }
  const signature = sign(null, canonicalManifest(manifest), pk).toString('base64');
  return { manifest, signature, key_id: key.kid };
}

export interface CatalogueImage {
  partSpecId: number;
  partSpecCode: string;
  kind: FirmwareKind;
  version: string;
  hardwareVersions: string[];
  image: Buffer;
  releaseNote: string;
  releasedAt: Date;
}

/**
 * The catalogue row of an image, its manifest signed at release time. The seed and the operator's
 * publish command both build rows here, so an image is signed and stored one way only.
 */
export function signedCatalogueRow(
  img: CatalogueImage,
  key: FirmwareSigner,
): PgInsertValue<typeof firmwareImages> {
  const manifest: FirmwareManifest = {
    part_spec_code: img.partSpecCode,
    version: img.version,
    size: img.image.length,
    sha256: sha256Hex(img.image),
    hardware_versions: img.hardwareVersions,
    kind: img.kind,
    signed_at: img.releasedAt.toISOString(),
  };
  const signed = signManifest(manifest, key);
  return {
    partSpecId: img.partSpecId,
    kind: img.kind,
    version: img.version,
    versionRank: versionRank(img.version),
    hardwareVersions: img.hardwareVersions,
    fileType: 'bin',
    size: img.image.length,
    sha256: manifest.sha256,
    // Passed as base64 text and decoded by the database: binary parameters are ~10× slower on PGlite.
    image: imageBytesValue(img.image),
    manifest,
    signature: signed.signature,
    keyId: signed.key_id,
    releaseNote: img.releaseNote,
    releasedAt: img.releasedAt,
  };
}

/** What the bridge does before flashing: signature over the manifest, then size and digest of the image. */
export function verifySignedImage(signed: SignedFirmware, image: Uint8Array, publicJwk: JWK): boolean {
  const pub = createPublicKey({ key: publicJwk as JsonWebKey, format: 'jwk' });
  const sigOk = verify(
    null,
    canonicalManifest(signed.manifest),
    pub,
    Buffer.from(signed.signature, 'base64'),
  );
  return sigOk && image.length === signed.manifest.size && sha256Hex(image) === signed.manifest.sha256;
}
