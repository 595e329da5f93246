// Workspace session tokens: the x-session-token of v2 backend calls and the bearer credential the
// system bridge checks. One EdDSA-signed JWT serves both, so the bridge can verify it offline with
// the public key published at /api/keys/bridge.jwks.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, createLocalJWKSet } from 'jose';
import { AppError } from '../lib/app-error.ts';
import type { SigningKey } from './keys.ts';

const SESSION_AUDIENCE = 'system-bridge';
/** Scope claim of a credential that may only connect, read the bike's identity and disconnect. */
export const IDENTIFY_SCOPE = 'identify';

export interface SessionClaims {
  userId: string;
  workspaceId: number;
  sessionId: string;
  expiresAt: Date;
}

export class SessionTokens {
  constructor(
    private readonly key: SigningKey,
    private readonly issuer: string,
    private readonly ttlSeconds: number,
  ) {}

  async issue(
    userId: string,
    workspaceId: number,
    scope?: typeof IDENTIFY_SCOPE,
  ): Promise<{ token: string; claims: SessionClaims }> {
    const sessionId = randomUUID();
    const exp = Math.floor(Date.now() / 1000) + this.ttlSeconds;
    const token = await new SignJWT({ wid: workspaceId, sid: sessionId, ...(scope ? { scope } : {}) })
      .setProtectedHeader({ alg: this.key.alg, kid: this.key.kid, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setAudience(SESSION_AUDIENCE)
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(this.key.privateKey);
    return { token, claims: { userId, workspaceId, sessionId, expiresAt: new Date(exp * 1000) } };
  }

  /** Missing or forged → 401000; expired → 401701. Ownership is checked by the caller. */
  async verify(token: string | undefined): Promise<SessionClaims> {
    if (!token) throw new AppError(401000, [{ field: 'x-session-token', problem: 'is required' }]);
    try {
      const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: [this.key.publicJwk] }), {
        issuer: this.issuer,
        audience: SESSION_AUDIENCE,
      });
      if (
        typeof payload.wid !== 'number' ||
        typeof payload.sid !== 'string' ||
        !payload.sub ||
        !payload.exp ||
        // An identify credential reads the bike before any workspace exists; it opens no v2 call.
        payload.scope !== undefined
      ) {
        throw new AppError(401000);
      }
      return {
        userId: payload.sub,
        workspaceId: payload.wid,
        sessionId: payload.sid,
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw new AppError(401701);
      if (err instanceof AppError) throw err;
      throw new AppError(401000);
    }
  }

  jwks() {
    return { keys: [this.key.publicJwk] };
  }
}
