// The two archive formats the bridge packages ship in, written with archiver: zip (Windows opens it
// without extra tools) and tar.gz (macOS and Linux; keeps the start script executable).
import { Buffer } from 'node:buffer';
import { TarArchive, ZipArchive } from 'archiver';

/** @typedef {{ name: string; data: Buffer; mode?: number }} ArchiveEntry  name: path with "/" separators */

/** Collects an archive's output into one Buffer (the packages are written atomically and hashed). */
async function collect(
  /** @type {import('archiver').Archiver} */ archive,
  /** @type {ArchiveEntry[]} */ entries,
  mtime,
) {
  const chunks = [];
  archive.on('data', (chunk) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => {
    archive.on('end', resolve);
    archive.on('error', reject);
  });
  for (const entry of entries)
    archive.append(entry.data, { name: entry.name, mode: entry.mode ?? 0o644, date: mtime });
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}

/** A gzip-compressed POSIX tar archive. */
export function tarGz(/** @type {ArchiveEntry[]} */ entries, mtime = new Date()) {
  return collect(new TarArchive({ gzip: true, gzipOptions: { level: 9 } }), entries, mtime);
}

/** A zip archive (deflate). */
export function zip(/** @type {ArchiveEntry[]} */ entries, mtime = new Date()) {
  return collect(new ZipArchive({ zlib: { level: 9 } }), entries, mtime);
}
