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
import { canonicalManifest, type FirmwareManifest, type SignedFirmware } from '@dealer/contracts';
import type { JWK } from 'jose';

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

export { versionRank } from '../task-engine/version.ts';

export interface FirmwareSigner {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

const privateKeys = new WeakMap<JWK, KeyObject>();

export function signManifest(manifest: FirmwareManifest, key: FirmwareSigner): SignedFirmware {
  let pk = privateKeys.get(key.privateJwk);
  if (!pk) {
    pk = createPrivateKey({ key: key.privateJwk as JsonWebKey, format: 'jwk' });
    privateKeys.set(key.privateJwk, pk);
  }
  const signature = sign(null, canonicalManifest(manifest), pk).toString('base64');
  return { manifest, signature, key_id: key.kid };
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
