// How the bridge decides an image may be flashed (BRIDGE_FIRMWARE_TRUST, docs/decisions/3001):
// `tuf` (the default) accepts only a current target of the TUF repository; `legacy-and-tuf`, for a
// transition, also accepts an image with a manifest signed by the API's firmware key when the
// repository does not vouch for it.
import type { SecurityVersions } from './security-versions.ts';
import type { TufFirmware } from './tuf-firmware.ts';

type FirmwareTrustMode = 'tuf' | 'legacy-and-tuf';

export interface FirmwareTrust {
  mode: FirmwareTrustMode;
  /** Undefined only in legacy-and-tuf without a repository (tests of the flashing itself). */
  tuf: TufFirmware | undefined;
  securityVersions: SecurityVersions;
  /**
   * Origins an image_url may name: the backend's, from BRIDGE_TRUSTED_JWKS_URL and BRIDGE_TUF_URL
   * (decision 3003). Left out, no image is fetched by URL.
   */
  imageOrigins?: readonly string[];
}
