import { describe, expect, it } from 'vitest';
import { REDACTED, scrubText, scrubValue } from './scrub.ts';

const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl';

describe('error-report scrubbing', () => {
  it('replaces e-mail addresses, JWTs, bearer tokens and token parameters in text', () => {
    expect(scrubText(`failed for Ann.Lee+x@shop.example.com`)).toBe(`failed for ${REDACTED}`);
    expect(scrubText(`token ${jwt} end`)).toBe(`token ${REDACTED} end`);
    expect(scrubText('Authorization: Bearer abc.def-123')).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(scrubText('/login?code=xyz&state=abc&lang=de')).toBe(
      `/login?code=${REDACTED}&state=${REDACTED}&lang=de`,
    );
  });

  it('walks objects and arrays and drops credential-named fields', () => {
    const event = {
      message: 'a@b.io',
      extra: { accessToken: jwt, password: 'p', list: ['x@y.org', 3] },
      request: { headers: { Authorization: 'Bearer q', Cookie: 'c', accept: 'json' } },
      user: { email: 'a@b.io', id: 'u1' },
    };
    expect(scrubValue(event)).toEqual({
      message: REDACTED,
      extra: { list: [REDACTED, 3] },
      request: { headers: { accept: 'json' } },
      user: { id: 'u1' },
    });
  });
});
