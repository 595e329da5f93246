// S3-compatible blob store over plain fetch with SigV4-signed, path-style requests
// (`<endpoint>/<bucket>/<key>`), which every S3-compatible server accepts.
import { assertSafeKey, type BlobStore } from './blob-store.ts';
import { amzDateOf, sha256Hex, signV4, uriEncode } from './s3-signature.ts';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  constructor(
    private readonly options: S3Options,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer,
    contentType?: string,
  ): Promise<Response> {
    assertSafeKey(key);
    const base = new URL(this.options.endpoint);
    const basePath = base.pathname.replace(/\/$/, '');
    const path = `${basePath}/${uriEncode(this.options.bucket)}/${key.split('/').map(uriEncode).join('/')}`;
    const payloadSha256 = sha256Hex(body ?? '');
    const amzDate = amzDateOf(this.now());
    const headers: Record<string, string> = {
      host: base.host,
      'x-amz-content-sha256': payloadSha256,
      'x-amz-date': amzDate,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const authorization = signV4({
      method,
      path,
      headers,
      payloadSha256,
      amzDate,
      region: this.options.region,
      accessKeyId: this.options.accessKeyId,
      secretAccessKey: this.options.secretAccessKey,
    });
    const { host: _host, ...sent } = headers; // fetch sets Host itself from the URL
    return fetch(`${base.origin}${path}`, {
      method,
      headers: { ...sent, authorization },
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, bytes, contentType);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`S3 PUT ${key} failed with HTTP ${res.status}`);
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) {
      await res.arrayBuffer();
      return null;
    }
    if (!res.ok) throw new Error(`S3 GET ${key} failed with HTTP ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    await res.arrayBuffer();
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed with HTTP ${res.status}`);
  }
}
