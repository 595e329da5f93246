// GET /zendesk/media?img_url=…: images of help articles, fetched only from the configured help
// centre host. Every other host is refused, and so is every loopback/private/link-local address,
// both when written in the URL and after DNS resolution: the connection is made to exactly the
// address that was checked (custom lookup), so DNS rebinding cannot slip a private address in.
import http from 'node:http';
import https from 'node:https';
import dns from 'node:dns';
import net from 'node:net';
import { AppError, badInput, notFound } from '../../lib/app-error.ts';
import { isForbiddenAddress } from './address-guard.ts';

export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;

class ForbiddenAddressError extends Error {}

export interface MediaTarget {
  /** host[:port] the proxy may fetch from. */
  host: string;
  /** Protocols allowed for that host. */
  protocols: readonly ('http:' | 'https:')[];
}

/** Parses and checks img_url against the allowed host; refusals are 400700. */
export function checkMediaUrl(raw: string, target: MediaTarget): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badInput('querystring/img_url', 'is not a URL');
  }
  if (!(target.protocols as readonly string[]).includes(url.protocol))
    throw badInput('querystring/img_url', `only ${target.protocols.join(' ')} are allowed`);
  if (url.username || url.password) throw badInput('querystring/img_url', 'must not carry credentials');
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(hostname) && isForbiddenAddress(hostname))
    throw badInput('querystring/img_url', 'private and loopback addresses are refused');
  if (url.host.toLowerCase() !== target.host.toLowerCase())
    throw badInput('querystring/img_url', 'only images of the help centre are served');
  return url;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that refuses the whole name when any of its addresses is forbidden. */
function guardedLookup(isForbidden: (ip: string) => boolean = isForbiddenAddress) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses) => {
      if (err) return callback(err, '');
      if (!addresses.length || addresses.some((a) => isForbidden(a.address))) {
        return callback(new ForbiddenAddressError(`${hostname} resolves to a refused address`), '');
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export interface FetchedMedia {
  bytes: Buffer;
  contentType: string;
}

/** Fetches an image: no redirects, a timeout, a size cap, image content types only. */
export function fetchMedia(
  url: URL,
  options: {
    headers?: Record<string, string>;
    isForbidden?: (ip: string) => boolean;
    timeoutMs?: number;
  } = {},
): Promise<FetchedMedia> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<FetchedMedia>((resolve, reject) => {
    const req = client.get(
      url,
      {
        lookup: guardedLookup(options.isForbidden),
        headers: { accept: 'image/*', ...options.headers },
        timeout: options.timeoutMs ?? 10_000,
      },
      (res) => {
        const type = String(res.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim()
          .toLowerCase();
        if (res.statusCode !== 200 || !type.startsWith('image/')) {
          res.resume();
          return reject(notFound());
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_MEDIA_BYTES) {
            req.destroy();
            reject(notFound());
          } else chunks.push(chunk);
        });
        res.on('end', () => resolve({ bytes: Buffer.concat(chunks), contentType: type }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('media fetch timed out')));
    req.on('error', (err) => {
      reject(
        err instanceof ForbiddenAddressError
          ? badInput('querystring/img_url', 'private and loopback addresses are refused')
          : err instanceof AppError
            ? err
            : notFound(),
      );
    });
  });
}
