// What a page costs the network in Chromium: every response's bytes as they crossed the wire
// (headers and the encoded body: compressed where the server compressed), on a first visit with an
// empty cache and on a second visit, where the immutable assets come from the cache.
import type { BrowserContext, Page } from 'playwright-core';

export interface Transfer {
  bytes: number;
  requests: number;
  /** Bytes of scripts and stylesheets, and how they were encoded ("br", "gzip", "identity"). */
  code: number;
  encodings: Set<string>;
  fromCache: number;
}

interface Seen {
  type: string;
  cached: boolean;
  encoding: string;
}

async function visit(
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<void>,
  emptyCache: boolean,
): Promise<Transfer> {
  const page = await context.newPage();
  // Chromium's own accounting: encodedDataLength is what crossed the wire for a request (0 when it
  // came from the cache), headers included.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: emptyCache });
  const seen = new Map<string, Seen>();
  const servedFromCache = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  const transfer: Transfer = { bytes: 0, requests: 0, code: 0, encodings: new Set(), fromCache: 0 };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const header = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    );
    seen.set(requestId, {
      type,
      cached: Boolean(response.fromDiskCache || response.fromPrefetchCache),
      encoding: header?.[1] ?? 'identity',
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = seen.get(requestId);
    if (!response) return;
    if (response.cached || servedFromCache.has(requestId)) {
      transfer.fromCache++;
      return;
    }
    transfer.bytes += encodedDataLength;
    transfer.requests++;
    if (response.type === 'Script' || response.type === 'Stylesheet') {
      transfer.code += encodedDataLength;
      transfer.encodings.add(response.encoding);
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  await page.close();
  return transfer;
}

/** The page's transfer with an empty cache, then again with what the first visit cached. */
export async function pageTransfer(
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<{ first: Transfer; again: Transfer }> {
  const first = await visit(context, url, ready, true);
  const again = await visit(context, url, ready, false);
  return { first, again };
}
