// The media proxy's address checks, and its fetch against a real local HTTP peer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { isForbiddenAddress } from './address-guard.ts';
import { checkMediaUrl, fetchMedia, MAX_MEDIA_BYTES } from './media-proxy.ts';

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'resolved';
  } catch (err) {
    return err instanceof AppError ? err.code : (err as Error).message;
  }
};

describe('forbidden addresses', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast and mapped forms; allows public ones', () => {
    for (const ip of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ]) {
      expect(isForbiddenAddress(ip), ip).toBe(true);
    }
    for (const ip of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isForbiddenAddress(ip), ip).toBe(false);
    }
  });

  it('accepts only the configured host and protocol', () => {
    const target = { host: 'acme.zendesk.com', protocols: ['https:'] as const };
    expect(checkMediaUrl('https://acme.zendesk.com/hc/article_attachments/1/a.png', target).pathname).toBe(
      '/hc/article_attachments/1/a.png',
    );
    for (const bad of [
      'http://acme.zendesk.com/a.png',
      'https://acme.zendesk.com.evil.com/a.png',
      'https://evil.com/a.png',
      'https://10.0.0.1/a.png',
      'https://[::1]/a.png',
      'https://a:b@acme.zendesk.com/a.png',
      '//acme.zendesk.com/a.png',
    ]) {
      expect(() => checkMediaUrl(bad, target), bad).toThrow(AppError);
    }
  });
});

describe('media fetch against an HTTP peer', () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/a.png')
        res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      else if (req.url === '/page.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
      else if (req.url === '/redirect') res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      else if (req.url === '/huge.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(Buffer.alloc(MAX_MEDIA_BYTES + 1));
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses a host name that resolves to loopback (checked after DNS resolution)', async () => {
    expect(await codeOf(fetchMedia(new URL(`http://localhost:${port}/a.png`)))).toBe(400700);
  });

  it('fetches an image when the address is allowed, and refuses non-images, redirects and oversize bodies', async () => {
    const allowLoopback = (ip: string) =>
      !ip.startsWith('127.') && ip !== '::1' ? isForbiddenAddress(ip) : false;
    const media = await fetchMedia(new URL(`http://localhost:${port}/a.png`), { isForbidden: allowLoopback });
    expect(media.contentType).toBe('image/png');
    expect([...media.bytes]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(
      await codeOf(fetchMedia(new URL(`http://localhost:${port}/page.html`), { isForbidden: allowLoopback })),
    ).toBe(404000);
    expect(
      await codeOf(fetchMedia(new URL(`http://localhost:${port}/redirect`), { isForbidden: allowLoopback })),
    ).toBe(404000);
    expect(
      await codeOf(fetchMedia(new URL(`http://localhost:${port}/huge.png`), { isForbidden: allowLoopback })),
    ).toBe(404000);
    expect(
      await codeOf(
        fetchMedia(new URL(`http://localhost:${port}/missing.png`), { isForbidden: allowLoopback }),
      ),
    ).toBe(404000);
  });
});
