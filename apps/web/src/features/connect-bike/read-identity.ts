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
  /** The bike answered without a VIN (a new frame, a replaced HMI): the technician types or scans it. */
  | { kind: 'no_vin' }
  | { kind: 'failed'; error: unknown };

export async function readBikeIdentity(
  shopId: number,
  connectionType: ConnectionKind,
  previousCredential: string | null,
): Promise<IdentityReading> {
  try {
    const { session_token: credential } = await openIdentifySession(shopId);
    try {
      await connectBike(connectionType, credential);
    } catch (e) {
      // Still held by an earlier session of this browser: release it and connect again.
      const held = isBridgeError(e) && (e.code === 400003 || e.code === 401005);
      if (!(held && previousCredential)) throw e;
      await disconnectBike(previousCredential);
      await connectBike(connectionType, credential);
    }
    try {
      const info = await bridgeRequest('get', '/v2/bike/basic_info', { credential });
      const vin = info.vin.trim().toUpperCase();
      return vin ? { kind: 'read', vin } : { kind: 'no_vin' };
    } finally {
      await disconnectBike(credential).catch(() => undefined);
    }
  } catch (error) {
    return { kind: 'failed', error };
  }
}
