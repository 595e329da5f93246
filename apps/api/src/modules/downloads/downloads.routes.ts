// GET /downloads/{name}: the system bridge packages (and SHA256SUMS) from DOWNLOADS_DIR, outside /api
// like the portal itself. A download says its name, length and SHA-256 (Repr-Digest, RFC 9530);
// anything else under /downloads/ is the catalogue's 404000, never a file outside the folder.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { DownloadsDirectory } from './downloads-directory.ts';

export async function downloadsRoutes(app: FastifyInstance, options: { dir: string }): Promise<void> {
  const downloads = new DownloadsDirectory(options.dir);
  app.get<{ Params: { '*': string } }>(
    '/downloads/*',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const file = await downloads.find(request.params['*']);
      if (!file) throw notFound();
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('repr-digest', `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`)
        .header('etag', `"${file.sha256}"`)
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(file.path));
    },
  );
}
