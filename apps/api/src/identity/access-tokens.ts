// Access tokens are JWTs from the OpenID Connect issuer, verified against its JWKS. The embedded
// issuer's keys are local; an external issuer's are fetched (and cached) from its jwks_uri.
import {
  SignJWT,
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWTVerifyGetKey,
} from 'jose';
import { AppError } from '../lib/app-error.ts';
import { LRUCache } from 'lru-cache';
import type { SigningKey } from './keys.ts';

interface AccessTokenClaims {
  sub: string;
  email: string | undefined;
  exp: number;
}

export interface AccessTokenVerifier {
  readonly issuer: string;
  /** Invalid → 401000, expired → 401701. */
  verify(token: string): Promise<AccessTokenClaims>;
  /** The claims of a token already verified and not yet expired, without waiting; else undefined. */
  known(token: string): AccessTokenClaims | undefined;
}

/** Characters of a token's end that key the verified-token memo (its signature: 86 characters or more). */
const SIGNATURE_TAIL = 40;

class JwksVerifier implements AccessTokenVerifier {
  /**
   * Tokens whose signature was checked, until they expire (a token never changes). Keyed by the
   * token's last characters (its signature): a lookup hashes those instead of the whole token (near
   * a kilobyte, a new string on every request); the whole token is compared on a hit.
   */
  private readonly verified = new LRUCache<string, { token: string; claims: AccessTokenClaims }>({
    max: 10_000,
  });

  constructor(
    readonly issuer: string,
    private readonly keys: JWTVerifyGetKey,
    private readonly audience: string,
  ) {}

  known(token: string): AccessTokenClaims | undefined {
    const kept = this.verified.get(token.slice(-SIGNATURE_TAIL));
    return kept?.token === token ? kept.claims : undefined;
  }

  async verify(token: string): Promise<AccessTokenClaims> {
    const known = this.known(token);
    if (known) return known;
    const claims = await this.check(token);
    const ttl = Math.max(1, claims.exp * 1000 - Date.now());
    this.verified.set(token.slice(-SIGNATURE_TAIL), { token, claims }, { ttl });
    return claims;
  }

  private async check(token: string): Promise<AccessTokenClaims> {
    try {
      const { payload, protectedHeader } = await jwtVerify(token, this.keys, {
        issuer: this.issuer,
        audience: this.audience,
        clockTolerance: 5,
      });
      if (!payload.sub || typeof payload.exp !== 'number') throw new AppError(401000);
      if (!isAccessToken(protectedHeader.typ, payload)) throw new AppError(401000);
      const email = typeof payload.email === 'string' ? payload.email : undefined;
      return { sub: payload.sub, email, exp: payload.exp };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw new AppError(401701);
      if (err instanceof AppError) throw err;
      throw new AppError(401000);
    }
  }
}

/**
 * An access token, not an ID token or another kind of JWT from the same issuer (decision 2652): typed
 * `at+jwt` (RFC 9068) when the issuer types it, and never carrying what only ID tokens carry (OpenID
 * Connect Core: nonce, at_hash, c_hash; Keycloak's typ "ID", Cognito's token_use "id").
 */
export function isAccessToken(typ: string | undefined, payload: Record<string, unknown>): boolean {
  const headerType = typ?.toLowerCase().replace(/^application\//, '');
  if (headerType !== undefined && headerType !== 'at+jwt' && headerType !== 'jwt') return false;
  if ('nonce' in payload || 'at_hash' in payload || 'c_hash' in payload) return false;
  if (payload.typ === 'ID' || payload.token_use === 'id') return false;
  return true;
}

export function localVerifier(issuer: string, key: SigningKey, audience: string): AccessTokenVerifier {
  return new JwksVerifier(issuer, createLocalJWKSet({ keys: [key.publicJwk] }), audience);
}

export function remoteVerifier(issuer: string, jwksUri: string, audience: string): AccessTokenVerifier {
  return new JwksVerifier(issuer, createRemoteJWKSet(new URL(jwksUri)), audience);
}

/** Access token of the embedded issuer, in the same shape its OIDC token endpoint issues. */
export async function mintAccessToken(
  key: SigningKey,
  issuer: string,
  claims: { sub: string; email: string; clientId: string; audience: string; ttlSeconds: number },
): Promise<string> {
  return new SignJWT({
    email: claims.email,
    client_id: claims.clientId,
    scope: 'openid email profile offline_access',
  })
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'at+jwt' })
    .setIssuer(issuer)
    .setSubject(claims.sub)
    .setAudience(claims.audience)
    .setIssuedAt()
    .setJti(crypto.randomUUID())
    .setExpirationTime(Math.floor(Date.now() / 1000) + claims.ttlSeconds)
    .sign(key.privateKey);
}

/** ID token of the embedded issuer for a password sign-in, shaped like the provider's own. */
export async function mintIdToken(
  key: SigningKey,
  issuer: string,
  claims: { sub: string; email: string; name: string; clientId: string; ttlSeconds: number },
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: claims.email, email_verified: true, name: claims.name, auth_time: now })
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(claims.sub)
    .setAudience(claims.clientId)
    .setIssuedAt(now)
    .setExpirationTime(now + claims.ttlSeconds)
    .sign(key.privateKey);
}
