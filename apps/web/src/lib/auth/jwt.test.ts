import { UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { isTokenExpired } from './jwt.ts';

const now = Date.parse('2026-11-24T12:00:00Z');
const tokenExpiringAt = (seconds: number) =>
  new UnsecuredJWT({ sub: 'u1' }).setExpirationTime(seconds).encode();

describe('isTokenExpired', () => {
  it('compares exp with the clock', () => {
    expect(isTokenExpired(tokenExpiringAt(now / 1000 - 1), now)).toBe(true);
    expect(isTokenExpired(tokenExpiringAt(now / 1000 + 60), now)).toBe(false);
  });

  it('leaves a token without exp, or no JWT at all, to the API', () => {
    expect(isTokenExpired(new UnsecuredJWT({ sub: 'u1' }).encode(), now)).toBe(false);
    expect(isTokenExpired('opaque-token', now)).toBe(false);
  });
});
