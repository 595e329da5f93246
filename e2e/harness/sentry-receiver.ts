// A Sentry-compatible envelope receiver: an HTTP server that accepts what the Sentry SDKs send to
// /api/<project>/envelope/ and keeps every item, with the raw bytes, for the test to inspect.
// Envelope format: a header line, then per item a header line and a payload (of `length` bytes when
// the header says so, else up to the next newline). https://develop.sentry.dev/sdk/envelopes/
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface EnvelopeItem {
  type: string;
  payload: Buffer;
  json(): Record<string, unknown>;
}

export interface SentryReceiver {
  dsn: string;
  items: EnvelopeItem[];
  /** Every byte received, as text: what must never contain a secret. */
  raw(): string;
  close(): Promise<void>;
}

function parseEnvelope(body: Buffer): EnvelopeItem[] {
  const items: EnvelopeItem[] = [];
  let at = body.indexOf(0x0a) + 1; // skip the envelope header
  while (at > 0 && at < body.length) {
    const headerEnd = body.indexOf(0x0a, at);
    if (headerEnd < 0) break;
    const header = JSON.parse(body.subarray(at, headerEnd).toString('utf8')) as {
      type: string;
      length?: number;
    };
    const start = headerEnd + 1;
    const end =
      header.length !== undefined
        ? start + header.length
        : body.indexOf(0x0a, start) < 0
          ? body.length
          : body.indexOf(0x0a, start);
    const payload = body.subarray(start, end);
    items.push({
      type: header.type,
      payload,
      json: () => JSON.parse(payload.toString('utf8')) as Record<string, unknown>,
    });
    at = end + 1;
  }
  return items;
}

export async function startSentryReceiver(): Promise<SentryReceiver> {
  const items: EnvelopeItem[] = [];
  const bodies: Buffer[] = [];
  const server = http.createServer((req, res) => {
    // The browser SDK posts cross-origin as a simple request; it must be allowed to read the answer.
    res.setHeader('access-control-allow-origin', '*');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && /^\/api\/\d+\/envelope\//.test(req.url ?? '')) {
        const body = Buffer.concat(chunks);
        bodies.push(body);
        items.push(...parseEnvelope(body));
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    items,
    raw: () => Buffer.concat(bodies).toString('utf8'),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
