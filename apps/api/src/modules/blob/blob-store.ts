// Where uploaded files live. The API only stores and reads opaque keys; the database keeps the
// metadata (owner, type, size, checksum), so a store can be swapped without touching records.
import type { ApiConfig } from '../../config/env.ts';
import { LocalBlobStore } from './local-blob-store.ts';
import type { S3Options } from './s3-blob-store.ts';
import type { BlobStore } from './blob-types.ts';

export type { BlobStore, StoredBlob } from './blob-types.ts';

const stores = new WeakMap<ApiConfig, BlobStore>();

/**
 * The S3 store with the AWS SDK loaded on its first call: the SDK is ~24 MB of resident memory that
 * an API keeping its files in the local folder never needs (decision 3113).
 */
function s3Store(options: S3Options): BlobStore {
  let store: Promise<BlobStore> | undefined;
  const loaded = () => (store ??= import('./s3-blob-store.ts').then((m) => new m.S3BlobStore(options)));
  return {
    kind: 's3',
    put: async (key, bytes, contentType) => (await loaded()).put(key, bytes, contentType),
    get: async (key) => (await loaded()).get(key),
    delete: async (key) => (await loaded()).delete(key),
  };
}

/** S3-compatible storage when S3_ENDPOINT and S3_BUCKET are set, the local folder otherwise. */
export function blobStoreFor(config: ApiConfig): BlobStore {
  let store = stores.get(config);
  if (!store) {
    const { endpoint, bucket, accessKeyId, secretAccessKey, region } = config.s3;
    store =
      endpoint && bucket
        ? s3Store({ endpoint, bucket, region, accessKeyId, secretAccessKey })
        : new LocalBlobStore(config.blobDir);
    stores.set(config, store);
  }
  return store;
}
