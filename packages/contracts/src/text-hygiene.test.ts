import { describe, expect, it } from 'vitest';
import { findUnsafeText } from './text-hygiene.ts';

describe('findUnsafeText', () => {
  it('names the field of a NUL or an unpaired surrogate at any depth', () => {
    expect(findUnsafeText('AB\u0000CDE', 'params/vin')).toEqual({
      field: 'params/vin',
      problem: 'must not contain NUL characters',
    });
    expect(findUnsafeText({ a: [{ b: 'x\uD800' }] }, 'body')).toEqual({
      field: 'body/a/0/b',
      problem: 'must not contain unpaired surrogates',
    });
    expect(findUnsafeText({ c: '\uDC00x' }, 'query')?.field).toBe('query/c');
    expect(findUnsafeText({ ['k\u0000']: 1 }, 'body')?.field).toBe('body/k\uFFFD');
  });

  it('lets real text through: emoji (paired surrogates), CJK, umlauts, control characters other than NUL', () => {
    expect(
      findUnsafeText({ title: '煞車檢查 🚲 Bremsenprüfung\t\n', n: 5, ok: true, none: null }, 'body'),
    ).toBeUndefined();
  });
});
