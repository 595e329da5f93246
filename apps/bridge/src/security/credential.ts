// The bearer credential of v2/v3 calls: an EdDSA JWT the backend issues for a workspace session
// (claims sub, wid, sid, aud "system-bridge", exp), verified offline with the backend's public keys.
import { createLocalJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { BridgeError } from '../lib/bridge-error.ts';
import type { SessionBinding } from '../services/bike-connection.ts';
import type { TrustedKeys } from './trusted-keys.ts';

const CREDENTIAL_AUDIENCE = 'system-bridge';

export async function verifyCredential(
  authorization: string | undefined,
  keys: TrustedKeys,
): Promise<SessionBinding> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw new BridgeError(401001, 'Unauthorized: a workspace credential is required');
  let keySet;
  try {
    keySet = createLocalJWKSet(await keys.sessionKeys());
  } catch (e) {
    throw new BridgeError(401003, 'Security initialisation conflict: the trusted keys could not be loaded', {
      cause: e,
    });
  }
  try {
    const { payload } = await jwtVerify(match[1], keySet, {
      audience: CREDENTIAL_AUDIENCE,
      algorithms: ['EdDSA'],
      requiredClaims: ['exp', 'sub'],
    });
    const wid = typeof payload.wid === 'string' ? Number(payload.wid) : payload.wid;
    if (typeof payload.sid !== 'string' || typeof wid !== 'number' || Number.isNaN(wid) || !payload.sub)
      throw new BridgeError(401001, 'Unauthorized: credential without a workspace session');
    if (payload.scope !== undefined && payload.scope !== 'identify')
      throw new BridgeError(401001, 'Unauthorized: credential of an unknown scope');
    return { sid: payload.sid, wid, sub: payload.sub, ...(payload.scope ? { scope: payload.scope } : {}) };
  } catch (e) {
    if (e instanceof BridgeError) throw e;
    if (e instanceof joseErrors.JWTExpired)
      throw new BridgeError(401002, 'Auth token expired: reopen the workspace');
    throw new BridgeError(401001, 'Unauthorized: the credential did not verify');
  }
}
