// Reads the claims of a JWT without verifying it (jose's decodeJwt): the browser only needs `exp` to
// decide when to refresh; the API verifies every token it receives.
import { decodeJwt } from 'jose';

/** True when the token's exp (seconds) lies before `nowMs`; a token without exp never expires here. */
export function isTokenExpired(token: string, nowMs = Date.now()): boolean {
  let exp: number | undefined;
  try {
    exp = decodeJwt(token).exp;
  } catch {
    return false; // not a JWT: the API decides (an opaque token is verified there)
  }
  return typeof exp === 'number' && exp < Math.floor(nowMs / 1000);
}
