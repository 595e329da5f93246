// The default blob store: a folder on disk. Writes go to a temporary file first and are renamed
// into place, so a reader never sees half a file and a crash leaves no partial blob under its key.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertSafeKey, type BlobStore, type StoredBlob } from './blob-types.ts';

export class LocalBlobStore implements BlobStore {
  readonly kind = 'local';
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(path.dirname(target), `.${randomUUID()}.tmp`);
    try {
      await fs.writeFile(temp, bytes, { flag: 'wx' });
      await fs.rename(temp, target);
    } catch (err) {
      await fs.rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<StoredBlob | null> {
    const file = this.file(key);
    try {
      // Opened before it is answered, so a missing key is a null and not a failing stream.
      const handle = await fs.open(file, 'r');
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }
}
