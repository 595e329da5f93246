// The token of an Authorization header: the Bearer scheme in any case, one space, the token.
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from './access.ts';

const of = (authorization?: string) =>
  bearerToken({ headers: authorization === undefined ? {} : { authorization } } as FastifyRequest);

describe('bearerToken', () => {
  it('reads the token after the Bearer scheme, whatever its case', () => {
    expect(of('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(of('bearer abc')).toBe('abc');
    expect(of('BEARER abc trailing')).toBe('abc');
  });

  it('finds none without a header, with another scheme, or with no token', () => {
    for (const header of [undefined, '', 'Basic dXNlcg==', 'Bearer', 'Bearer ', 'Bearer  abc', 'Bearerabc'])
      expect(of(header), String(header)).toBeUndefined();
  });
});
