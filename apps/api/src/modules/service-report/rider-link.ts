// Rider links: the shop hands the rider a link to a published service report that opens without
// signing in. The link carries a JWT signed with the API's `rider_link` key (EdDSA, kept in the
// database like every signing key, so every API process verifies it), naming one report's public id
// and an expiry. It opens that report's rider view and nothing else: its audience is not the API's
// or the bridge's, and the key signs nothing else. docs/decisions/1726-rider-links.md
import { SignJWT, createLocalJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { Db } from '../../db/database.ts';
import { signingKey } from '../../identity/keys.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

const RIDER_LINK_AUDIENCE = 'rider-service-report';
/** How long a rider link opens the report: long enough to read it after the bike is collected. */
const RIDER_LINK_TTL_SECONDS = 30 * 24 * 3600;

export async function signRiderLink(
  db: Db,
  issuer: string,
  publicId: string,
  ttlSeconds = RIDER_LINK_TTL_SECONDS,
): Promise<{ token: string; expiresAt: Date }> {
  const key = await signingKey(db, 'rider_link');
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(RIDER_LINK_AUDIENCE)
    .setSubject(publicId)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(key.privateKey);
  return { token, expiresAt: new Date(exp * 1000) };
}

/** The report public id a link names. Expired → 401701; forged, altered or foreign → 404000. */
export async function verifyRiderLink(
  db: Db,
  issuer: string,
  token: string,
): Promise<{ publicId: string; expiresAt: Date }> {
  const key = await signingKey(db, 'rider_link');
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: [key.publicJwk] }), {
      issuer,
      audience: RIDER_LINK_AUDIENCE,
      algorithms: [key.alg],
    });
    if (!payload.sub || !payload.exp) throw notFound();
    return { publicId: payload.sub, expiresAt: new Date(payload.exp * 1000) };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired)
      throw new AppError(401701, [
        { field: 'token', problem: 'the link has expired: ask the shop for a new one' },
      ]);
    if (error instanceof AppError) throw error;
    // A link that does not verify reveals nothing about what exists.
    throw notFound();
  }
}
