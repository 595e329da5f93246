// The backend's public keys (JWKS): session credentials are verified with its "sig" keys, firmware
// manifests with its "firmware" key. Fetched from BRIDGE_TRUSTED_JWKS_URL and cached; tests inject a
// key set directly. A fetch failure keeps using the last good set, so a backend blip does not lock
// the workshop out mid-job.
import type { JSONWebKeySet, JWK } from 'jose';

export interface TrustedKeysOptions {
  jwks?: JSONWebKeySet;
  jwksUrl?: string;
  cacheMs?: number;
}

export class TrustedKeys {
  private cached: { set: JSONWebKeySet; at: number } | undefined;

  constructor(private readonly options: TrustedKeysOptions) {}

  async keySet(): Promise<JSONWebKeySet> {
    if (this.options.jwks) return this.options.jwks;
    const url = this.options.jwksUrl;
    if (!url) throw new Error('no trusted key source configured');
    const fresh = this.cached && Date.now() - this.cached.at < (this.options.cacheMs ?? 300_000);
    if (fresh && this.cached) return this.cached.set;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (!res.ok) throw new Error(`JWKS fetch answered ${res.status}`);
      const set = (await res.json()) as JSONWebKeySet;
      if (!Array.isArray(set.keys)) throw new Error('JWKS without keys');
      this.cached = { set, at: Date.now() };
      return set;
    } catch (e) {
      if (this.cached) return this.cached.set;
      throw e;
    }
  }

  /** Keys that sign firmware manifests: marked use "firmware" (or, failing that, a kid naming it). */
  async firmwareKeys(): Promise<JWK[]> {
    return (await this.keySet()).keys.filter(isFirmwareKey);
  }

  /** Keys that sign session credentials: every other Ed25519 key. */
  async sessionKeys(): Promise<JSONWebKeySet> {
    return { keys: (await this.keySet()).keys.filter((k) => !isFirmwareKey(k)) };
  }
}

function isFirmwareKey(k: JWK): boolean {
  return (
    k.use === 'firmware' || (k.use === undefined && typeof k.kid === 'string' && k.kid.startsWith('firmware'))
  );
}
