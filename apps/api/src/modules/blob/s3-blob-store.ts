// S3-compatible blob store on the AWS SDK: path-style requests (`<endpoint>/<bucket>/<key>`, which
// every S3-compatible server — MinIO, Ceph, R2 — accepts), the SDK's retries and signing, and the
// default credential chain when no key pair is configured (instance roles, AWS_PROFILE, …).
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type BlobStore, type StoredBlob } from './blob-types.ts';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  /** Both unset: the SDK's default credential chain. */
  accessKeyId?: string;
  secretAccessKey?: string;
}

export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    const { accessKeyId, secretAccessKey } = options;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: true,
      maxAttempts: 3,
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: bytes, ContentType: contentType }),
      { abortSignal: AbortSignal.timeout(30_000) },
    );
  }

  async get(key: string): Promise<StoredBlob | null> {
    assertSafeKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      if (!res.Body) return null;
      // Streamed to the client as it arrives: an image is never held whole in memory.
      return { stream: res.Body as Readable, size: res.ContentLength ?? null };
    } catch (err) {
      if (
        err instanceof NoSuchKey ||
        (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)
      )
        return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }
}
