// A firmware (or panel frame) image is accepted only if the firmware TUF repository vouches for it
// (a current target whose length and hashes match; tuf-firmware.ts): what is flashed and checked
// against the component then comes from the target, not from the request. During a transition
// (BRIDGE_FIRMWARE_TRUST=legacy-and-tuf) an image the repository does not vouch for may still pass
// with the backend's signed manifest: the Ed25519 signature over the canonical manifest bytes must
// verify with a firmware key, and the image must have exactly the manifest's size and SHA-256.
// Checked before anything is sent to the bike.
import { createHash, createPublicKey, verify } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';
import { canonicalManifest } from '@dealer/contracts';
import type { FirmwareManifest } from '@dealer/contracts';
import { BridgeError } from '../lib/bridge-error.ts';
import type { FirmwareTrust } from './firmware-trust.ts';
import { targetPathOf, type TrustedTarget } from './tuf-firmware.ts';
import type { TrustedKeys } from './trusted-keys.ts';

export interface ImageSource {
  image_base64?: string;
  image_url?: string;
  manifest: FirmwareManifest;
  signature: string;
  key_id?: string;
}

const INVALID_SOURCE = 'Invalid update file source';

async function loadImage(source: ImageSource): Promise<Buffer> {
  if (source.image_base64 !== undefined) return Buffer.from(source.image_base64, 'base64');
  if (source.image_url === undefined)
    throw new BridgeError(400004, 'image_base64 or image_url is required', { reason: 'invalid_request' });
  const url = new URL(source.image_url);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new BridgeError(400004, 'image_url must be http(s)', { reason: 'invalid_request' });
  const res = await fetch(url, { signal: AbortSignal.timeout(60_000) }).catch((e: unknown) => {
    throw new BridgeError(300105, `Image download failed: ${e instanceof Error ? e.message : String(e)}`);
  });
  if (!res.ok) throw new BridgeError(300105, `Image download failed: HTTP ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  return body;
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
  ctx: { keys: TrustedKeys; trust: FirmwareTrust },
  action: string,
): Promise<VerifiedImage> {
  const image = await loadImage(source);
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
