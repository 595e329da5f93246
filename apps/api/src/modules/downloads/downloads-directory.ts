// The files under DOWNLOADS_DIR that /downloads/{name} may serve: plain names directly in that folder
// (no separators, no dot-dot, no hidden or half-written files, no symbolic links), with their SHA-256
// computed once per version of the file.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface DownloadFile {
  name: string;
  path: string;
  size: number;
  /** Hex SHA-256 of the content. */
  sha256: string;
  contentType: string;
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,199}$/;

const CONTENT_TYPES: [RegExp, string][] = [
  [/\.zip$/, 'application/zip'],
  [/\.(tar\.gz|tgz)$/, 'application/gzip'],
  [/\.exe$/, 'application/vnd.microsoft.portable-executable'],
  [/\.dmg$/, 'application/x-apple-diskimage'],
  [/\.json$/, 'application/json'],
  [/(^SHA256SUMS$|\.txt$|\.sha256$)/, 'text/plain; charset=utf-8'],
];

export class DownloadsDirectory {
  private readonly digests = new Map<string, { mtimeMs: number; size: number; sha256: string }>();

  constructor(readonly dir: string) {}

  /** The file of that name, or undefined for anything that is not a plain file of the folder. */
  async find(name: string): Promise<DownloadFile | undefined> {
    if (!SAFE_NAME.test(name) || name.includes('..') || name.endsWith('.tmp')) return undefined;
    const file = path.join(this.dir, name);
    const stat = await fs.promises.lstat(file).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    return {
      name,
      path: file,
      size: stat.size,
      sha256: await this.digest(file, stat),
      contentType: contentTypeOf(name),
    };
  }

  private async digest(file: string, stat: fs.Stats): Promise<string> {
    const known = this.digests.get(file);
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.sha256;
    const hash = createHash('sha256');
    for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
    const sha256 = hash.digest('hex');
    this.digests.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, sha256 });
    return sha256;
  }
}

function contentTypeOf(name: string): string {
  return CONTENT_TYPES.find(([pattern]) => pattern.test(name))?.[1] ?? 'application/octet-stream';
}
