// The entries inside a downloaded package: zip read with yauzl, tar.gz with node-tar's parser.
import { Readable } from 'node:stream';
import { Parser } from 'tar';
import yauzl from 'yauzl';

export interface ArchiveEntry {
  name: string;
  /** Unix permission bits as stored (the start script must stay executable). */
  mode: number;
}

export function archiveEntries(bytes: Buffer): Promise<ArchiveEntry[]> {
  if (bytes.readUInt32LE(0) === 0x04034b50) return zipEntries(bytes);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return tarEntries(bytes);
  return Promise.reject(new Error('neither a zip nor a gzip archive'));
}

function zipEntries(bytes: Buffer): Promise<ArchiveEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const entries: ArchiveEntry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push({ name: entry.fileName, mode: (entry.externalFileAttributes >>> 16) & 0o7777 });
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

function tarEntries(bytes: Buffer): Promise<ArchiveEntry[]> {
  return new Promise((resolve, reject) => {
    const entries: ArchiveEntry[] = [];
    const parser = new Parser({
      onReadEntry: (entry) => {
        entries.push({ name: entry.path, mode: entry.mode ?? 0 });
        entry.resume();
      },
    });
    parser.on('end', () => resolve(entries));
    parser.on('error', reject);
    Readable.from([bytes]).pipe(parser);
  });
}
