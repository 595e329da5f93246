// The built portal (WEB_DIST) at /, as the browser should cache it (decision 3302). Vite names every
// file under assets/ by its content's hash, so such a file never changes: a year, immutable. Every
// other file — index.html above all, which names the current assets — is revalidated on each use
// (no-cache: a cheap 304 while unchanged), so a deployment reaches every browser at once. The build
// writes each text file also as .br and .gz; @fastify/static sends the one the browser accepts.
// Unknown paths outside the API get index.html so the SPA can route them; an unknown asset is a 404,
// never a page in the place of a script.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_BASE_PATH } from '@dealer/contracts';

const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function setCacheControl(reply: FastifyReply, file: string, root: string): void {
  const relative = '/' + path.relative(root, file).split(path.sep).join('/');
  reply.header('cache-control', relative.startsWith(HASHED_ASSETS) ? IMMUTABLE : REVALIDATE);
}

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return;
  const root = path.resolve(webDist);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // One route per file found at start (the build does not change under a running API); the
    // compressed copies are no routes of their own, only what preCompressed picks.
    wildcard: false,
    globIgnore: ['**/*.br', '**/*.gz'],
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => setCacheControl(reply, file, root),
  });
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    // The server's own paths never get the portal: a scraper asking for /metrics on an API without a
    // metrics token gets 404, not an HTML page it cannot parse.
    const pathname = request.url.split('?')[0]!;
    if (pathname.startsWith(API_BASE_PATH + '/') || pathname === '/metrics') return reply.callNotFound();
    if (pathname.startsWith(HASHED_ASSETS)) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
}
