// Reads the claims of a JWT without verifying it: the browser only needs `exp` to decide when to
// refresh; the API verifies every token it receives.

export interface JwtClaims {
  exp?: number;
  sub?: string;
  [claim: string]: unknown;
}

export function decodeJwt(token: string): JwtClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as JwtClaims) : null;
  } catch {
    return null;
  }
}

/** True when the token's exp (seconds) lies before `nowMs`; a token without exp never expires here. */
export function isTokenExpired(token: string, nowMs = Date.now()): boolean {
  const exp = decodeJwt(token)?.exp;
  return typeof exp === 'number' && exp < Math.floor(nowMs / 1000);
}
