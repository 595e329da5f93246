// A firmware (or panel frame) image is accepted only if the firmware TUF repository vouches for it
// (a current target whose length and hashes match; tuf-firmware.ts): what is flashed and checked
// against the component then comes from the target, not from the request. During a transition
// (BRIDGE_FIRMWARE_TRUST=legacy-and-tuf) an image the repository does not vouch for may still pass
// with the backend's signed manifest: the Ed25519 signature over the canonical manifest bytes must
// verify with a firmware key, and the image must have exactly the manifest's size and SHA-256.
// Checked before anything is sent to the bike, whether the image came as base64 or from its image_url.
import { createHash, createPublicKey, verify } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';
import { canonicalManifest } from '@dealer/contracts';
import type { FirmwareManifest } from '@dealer/contracts';
import { BridgeError } from '../lib/bridge-error.ts';
import type { FirmwareTrust } from './firmware-trust.ts';
import { fetchImage } from './image-url.ts';
import { targetPathOf, type TrustedTarget } from './tuf-firmware.ts';
import type { TrustedKeys } from './trusted-keys.ts';

export interface ImageSource {
  image_base64?: string;
  /** Fetched from the trusted backend's origins only (image-url.ts, decision 3003). */
  image_url?: string;
  /** The bytes, once fetched (a firmware job fetches every image before it starts): never from JSON. */
  image?: Buffer;
  manifest: FirmwareManifest;
  signature: string;
  key_id?: string;
}

const INVALID_SOURCE = 'Invalid update file source';

type SourceContext = { keys: TrustedKeys; trust: FirmwareTrust };

async function loadImage(source: ImageSource, trust: FirmwareTrust, action: string): Promise<Buffer> {
  if (Buffer.isBuffer(source.image)) return source.image;
  if (source.image_base64 !== undefined) return Buffer.from(source.image_base64, 'base64');
  if (source.image_url === undefined)
    throw new BridgeError(400004, 'image_base64 or image_url is required', {
      action,
      reason: 'invalid_request',
    });
  return fetchImage(source.image_url, {
    origins: trust.imageOrigins ?? [],
    size: source.manifest.size,
    action,
  });
}

/** The source with its bytes in hand: fetched now, while the image link's ticket is fresh. */
export async function withImage<T extends ImageSource>(
  source: T,
  ctx: SourceContext,
  action: string,
): Promise<T> {
  return { ...source, image: await loadImage(source, ctx.trust, action) };
}

export interface VerifiedImage {
  image: Uint8Array;
  /** The manifest to act on: the TUF target's own fields when the repository vouched for it. */
  manifest: FirmwareManifest;
  /** The target that vouched, or undefined when a legacy signed manifest did (transition only). */
  target: TrustedTarget | undefined;
}

export async function verifiedImage(
  source: ImageSource,
  ctx: SourceContext,
  action: string,
): Promise<VerifiedImage> {
  const image = await loadImage(source, ctx.trust, action);
  const bytes = new Uint8Array(image.buffer, image.byteOffset, image.length);
  const { tuf, mode } = ctx.trust;
  let refusal: unknown;
  if (tuf) {
    try {
      const target = await tuf.check(targetPathOf(source.manifest), bytes, action);
      const c = target.custom;
      const manifest: FirmwareManifest = {
        part_spec_code: c.part_spec_code,
        version: c.version,
        size: target.length,
        sha256: target.sha256,
        hardware_versions: c.hardware_versions,
        kind: c.kind as FirmwareManifest['kind'],
        signed_at: source.manifest.signed_at,
      };
      return { image: bytes, manifest, target };
    } catch (e) {
      if (mode === 'tuf') throw e;
      refusal = e;
    }
  } else if (mode === 'tuf') throw new BridgeError(300119, 'No firmware repository configured', { action });
  try {
    await legacyCheck(source, image, ctx.keys, action);
  } catch (e) {
    // Neither vouched: the repository's reason is the one the operator can act on.
    throw refusal ?? e;
  }
  return { image: bytes, manifest: source.manifest, target: undefined };
}

async function legacyCheck(source: ImageSource, image: Buffer, keys: TrustedKeys, action: string) {
  const refuse = (why: string) =>
    new BridgeError(300105, INVALID_SOURCE, {
      action,
      cause: new Error(why),
      reason: 'invalid_update_source',
    });
  const candidates = (await keys.firmwareKeys().catch(() => [])).filter(
    (k) => !source.key_id || k.kid === source.key_id,
  );
  const signature = Buffer.from(source.signature, 'base64');
  const signed = canonicalManifest(source.manifest);
  const signatureOk = candidates.some((jwk) => {
    try {
      return verify(null, signed, createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }), signature);
    } catch {
      return false;
    }
  });
  if (!signatureOk) throw refuse('manifest signature does not verify with a trusted firmware key');
  if (image.length !== source.manifest.size) throw refuse('image size differs from the manifest');
  if (createHash('sha256').update(image).digest('hex') !== source.manifest.sha256.toLowerCase())
    throw refuse('image digest differs from the manifest');
}
