// Fetching a firmware image from its image_url (docs/decisions/3003). The bridge runs on the dealer's
// computer, so a URL in a request must not make it a client of any host the request names: it fetches
// only from the origins of the backend it already trusts (BRIDGE_TRUSTED_JWKS_URL, BRIDGE_TUF_URL),
// follows no redirect, reads no more than the manifest's size plus one byte (more is a mismatch the
// signature check then refuses) and gives up after a minute. Each failure has its own catalogue code,
// and nothing is written to the bike in any of them.
import { MAX_FIRMWARE_IMAGE_BYTES } from '@dealer/contracts';
import { BridgeError } from '../lib/bridge-error.ts';

const DOWNLOAD_TIMEOUT_MS = 60_000;

export interface ImageFetch {
  /** Origins image URLs may name (scheme://host:port). */
  origins: readonly string[];
  /** The size the signed manifest names: reading stops one byte past it. */
  size: number;
  action: string;
}

export async function fetchImage(imageUrl: string, { origins, size, action }: ImageFetch): Promise<Buffer> {
  const refuse = (code: 300107 | 300108 | 300109, message: string, cause?: unknown) =>
    new BridgeError(code, message, {
      action,
      reason: code === 300107 ? 'invalid_request' : 'not_started',
      ...(cause === undefined ? {} : { cause }),
    });
  let url: URL;
  try {
    url = new URL(imageUrl);
  } catch {
    throw new BridgeError(400004, 'image_url is not a URL', { action, reason: 'invalid_request' });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new BridgeError(400004, 'image_url must be http(s)', { action, reason: 'invalid_request' });
  if (!origins.includes(url.origin))
    throw refuse(300107, `image_url must be on the backend this bridge trusts (${origins.join(', ')})`);
  const signal = AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, { signal, redirect: 'error', headers: { accept: 'application/octet-stream' } });
  } catch (e) {
    throw refuse(300109, `Image download failed: ${reasonOf(e)}`, e);
  }
  if (res.status === 401 || res.status === 403) {
    await res.body?.cancel();
    throw refuse(
      300108,
      `The backend refused the image link (HTTP ${res.status}): ask the portal for a new one`,
    );
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw refuse(300109, `Image download failed: HTTP ${res.status}`);
  }
  try {
    return await readAtMost(
      res.body as ReadableStream<Uint8Array> | null,
      Math.min(size, MAX_FIRMWARE_IMAGE_BYTES) + 1,
    );
  } catch (e) {
    throw refuse(300109, `Image download failed: ${reasonOf(e)}`, e);
  }
}

/** The body, stopping once `limit` bytes are in (the rest is never read). */
async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  while (length < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  if (length >= limit) await reader.cancel();
  return Buffer.concat(chunks, Math.min(length, limit));
}

const reasonOf = (e: unknown) =>
  e instanceof Error && e.name === 'TimeoutError'
    ? `no answer within ${DOWNLOAD_TIMEOUT_MS / 1000} s`
    : e instanceof Error
      ? ((e.cause as Error | undefined)?.message ?? e.message)
      : String(e);
