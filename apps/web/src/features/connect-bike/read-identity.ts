// "Identify, don't ask" (decision 1760): before any workspace exists, connect under an identify
// credential, read the VIN the drive system reports and let the bike go again, so the technician only
// confirms what the bike says. The connection is always released: the workspace connects afterwards
// under its own credential.
import { bridgeRequest } from '../../lib/bridge/bridge-client.ts';
import { isBridgeError } from '../../lib/bridge/bridge-error.ts';
import { connectBike, disconnectBike, type ConnectionKind } from './api/bridge-connection.ts';
import { openIdentifySession } from './api/identify-session.ts';

export type IdentityReading =
  | { kind: 'read'; vin: string }
  /**
   * The bike answered without a VIN: the technician types or scans it. `protocol` says why (a Bafang
   * CAN system stores no VIN at all; another system lost it, e.g. with a replaced HMI).
   */
  | { kind: 'no_vin'; protocol: string }
  | { kind: 'failed'; error: unknown };

/** The bike is held by another live session of the same user (another window, a closed browser). */
export const heldByOwnSession = (error: unknown) => isBridgeError(error) && error.code === 401007;

export async function readBikeIdentity(
  shopId: number,
  connectionType: ConnectionKind,
  previousCredential: string | null,
  takeOver = false,
): Promise<IdentityReading> {
  try {
    const { session_token: credential } = await openIdentifySession(shopId);
    try {
      await connectBike(connectionType, credential, takeOver);
    } catch (e) {
      // Still held by an earlier session of this browser: release it and connect again. Held by a
      // session this browser has no credential of: the error stands (401007 asks to take it over).
      const held = isBridgeError(e) && [400003, 401005, 401007].includes(e.code);
      if (!(held && previousCredential)) throw e;
      const released = await disconnectBike(previousCredential).then(
        () => true,
        () => false,
      );
      if (!released) throw e;
      await connectBike(connectionType, credential, takeOver);
    }
    try {
      const info = await bridgeRequest('get', '/v2/bike/basic_info', { credential });
      const vin = info.vin.trim().toUpperCase();
      return vin ? { kind: 'read', vin } : { kind: 'no_vin', protocol: info.protocol_type ?? '' };
    } finally {
      await disconnectBike(credential).catch(() => undefined);
    }
  } catch (error) {
    return { kind: 'failed', error };
  }
}
