// Where uploaded files live. The API only stores and reads opaque keys; the database keeps the
// metadata (owner, type, size, checksum), so a store can be swapped without touching records.
import type { ApiConfig } from '../../config/env.ts';
import { LocalBlobStore } from './local-blob-store.ts';
import { S3BlobStore } from './s3-blob-store.ts';
import type { BlobStore } from './blob-types.ts';

export type { BlobStore, StoredBlob } from './blob-types.ts';

const stores = new WeakMap<ApiConfig, BlobStore>();

/** S3-compatible storage when S3_ENDPOINT and S3_BUCKET are set, the local folder otherwise. */
export function blobStoreFor(config: ApiConfig): BlobStore {
  let store = stores.get(config);
  if (!store) {
    const { endpoint, bucket, accessKeyId, secretAccessKey, region } = config.s3;
    store =
      endpoint && bucket
        ? new S3BlobStore({ endpoint, bucket, region, accessKeyId, secretAccessKey })
        : new LocalBlobStore(config.blobDir);
    stores.set(config, store);
  }
  return store;
}
