// Rider links: the shop hands the rider a link to a published service report that opens without
// signing in. The link carries a JWT signed with the API's `rider_link` key (EdDSA, kept in the
// database like every signing key, so every API process verifies it), naming one report's public id
// and an expiry. It opens that report's rider view and nothing else: its audience is not the API's
// or the bridge's, and the key signs nothing else. docs/decisions/1726-rider-links.md
import { errors as joseErrors } from 'jose';
import type { Db } from '../../db/database.ts';
import { signLinkToken, verifyLinkToken } from '../../identity/link-tokens.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

const RIDER_LINK_AUDIENCE = 'rider-service-report';
/** How long a rider link opens the report: long enough to read it after the bike is collected. */
const RIDER_LINK_TTL_SECONDS = 30 * 24 * 3600;

export function signRiderLink(
  db: Db,
  issuer: string,
  publicId: string,
  ttlSeconds = RIDER_LINK_TTL_SECONDS,
): Promise<{ token: string; expiresAt: Date }> {
  return signLinkToken(db, 'rider_link', {
    issuer,
    audience: RIDER_LINK_AUDIENCE,
    subject: publicId,
    ttlSeconds,
  });
}

/** The report public id a link names. Expired → 401701; forged, altered or foreign → 404000. */
export async function verifyRiderLink(
  db: Db,
  issuer: string,
  token: string,
): Promise<{ publicId: string; expiresAt: Date }> {
  try {
    const { subject, expiresAt } = await verifyLinkToken(db, 'rider_link', token, {
      issuer,
      audience: RIDER_LINK_AUDIENCE,
    });
    return { publicId: subject, expiresAt };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired)
      throw new AppError(401701, [
        { field: 'token', problem: 'the link has expired: ask the shop for a new one' },
      ]);
    // A link that does not verify reveals nothing about what exists.
    throw notFound();
  }
}
