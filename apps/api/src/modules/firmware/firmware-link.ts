// Firmware image links (docs/decisions/3003): the portal asks for an image it may download and gets
// an absolute URL the bridge fetches itself, so the image no longer travels API → browser → bridge as
// base64. The URL carries a ticket — a link token (identity/link-tokens.ts) under the `firmware_link`
// key — naming one image and expiring after a few minutes. It is the only credential of that URL (the
// bridge has no session of the API): valid as often as asked until it expires, so a retried download
// works, and for that image only.
import { errors as joseErrors } from 'jose';
import type { Db } from '../../db/database.ts';
import { signLinkToken, verifyLinkToken } from '../../identity/link-tokens.ts';
import { AppError } from '../../lib/app-error.ts';

const FIRMWARE_LINK_AUDIENCE = 'firmware-image';
/** Long enough for a job's images to be fetched one after the other, short enough to be useless later. */
const FIRMWARE_LINK_TTL_SECONDS = 5 * 60;

/** Where the bridge fetches image `id` with `ticket`: the API's public origin, so it is absolute. */
export const firmwareLinkUrl = (publicUrl: string, id: number, ticket: string) =>
  `${publicUrl}/api/firmware/${id}/image_file?${new URLSearchParams({ ticket }).toString()}`;

export async function signFirmwareLink(
  db: Db,
  issuer: string,
  firmwareId: number,
  ttlSeconds = FIRMWARE_LINK_TTL_SECONDS,
): Promise<{ ticket: string; expiresAt: Date }> {
  const { token, expiresAt } = await signLinkToken(db, 'firmware_link', {
    issuer,
    audience: FIRMWARE_LINK_AUDIENCE,
    subject: String(firmwareId),
    ttlSeconds,
  });
  return { ticket: token, expiresAt };
}

/** Passes when `ticket` names image `firmwareId` and has not expired; else 401710 / 401711. */
export async function verifyFirmwareLink(
  db: Db,
  issuer: string,
  ticket: string,
  firmwareId: number,
): Promise<void> {
  let subject: string;
  try {
    ({ subject } = await verifyLinkToken(db, 'firmware_link', ticket, {
      issuer,
      audience: FIRMWARE_LINK_AUDIENCE,
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired)
      throw new AppError(401710, [{ field: 'ticket', problem: 'expired: ask the portal for a new link' }]);
    throw invalid('does not verify');
  }
  if (subject !== String(firmwareId)) throw invalid('issued for another image');
}

const invalid = (problem: string) => new AppError(401711, [{ field: 'ticket', problem }]);
