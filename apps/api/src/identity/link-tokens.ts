// Signed, expiring links (a rider's report link, a firmware image link): a JWT signed with `jose`
// under a key of the link's own purpose (kept in the database like every signing key, so every API
// process verifies it), naming one thing (`sub`) for one audience. A link never stands in for a
// session, a bridge credential or a link of another kind. Callers map jose's errors to their codes.
import { SignJWT, createLocalJWKSet, jwtVerify } from 'jose';
import type { Db } from '../db/database.ts';
import { signingKey, type KeyPurpose } from './keys.ts';

type LinkPurpose = Extract<KeyPurpose, 'rider_link' | 'firmware_link'>;

interface LinkClaims {
  issuer: string;
  audience: string;
}

export async function signLinkToken(
  db: Db,
  purpose: LinkPurpose,
  claims: LinkClaims & { subject: string; ttlSeconds: number },
): Promise<{ token: string; expiresAt: Date }> {
  const key = await signingKey(db, purpose);
  const exp = Math.floor(Date.now() / 1000) + claims.ttlSeconds;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
    .setIssuer(claims.issuer)
    .setAudience(claims.audience)
    .setSubject(claims.subject)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(key.privateKey);
  return { token, expiresAt: new Date(exp * 1000) };
}

/** The subject and expiry of a valid token; jose's error (JWTExpired, …) otherwise. */
export async function verifyLinkToken(
  db: Db,
  purpose: LinkPurpose,
  token: string,
  claims: LinkClaims,
): Promise<{ subject: string; expiresAt: Date }> {
  const key = await signingKey(db, purpose);
  const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: [key.publicJwk] }), {
    issuer: claims.issuer,
    audience: claims.audience,
    algorithms: [key.alg],
    requiredClaims: ['exp', 'sub'],
  });
  return { subject: payload.sub!, expiresAt: new Date(payload.exp! * 1000) };
}
