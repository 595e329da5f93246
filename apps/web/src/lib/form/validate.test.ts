import { describe, expect, it } from 'vitest';
import { email, minLength, phone, required, sameAs, validate } from './validate.ts';

describe('form validation', () => {
  type V = { name: string; mail: string; tel: string; pw: string; pw2: string };
  const schema = {
    name: [required<V>()],
    mail: [required<V>(), email<V>()],
    tel: [required<V>(), phone<V>()],
    pw: [minLength<V>(8, 'password.tooShort')],
    pw2: [sameAs<V>('pw', 'password.mismatch')],
  };
  it('reports the first failing rule of each field', () => {
    expect(validate(schema, { name: ' ', mail: 'x', tel: '12345', pw: 'short', pw2: 'other' })).toEqual({
      name: 'common.required',
      mail: 'form.invalidEmail',
      tel: 'form.invalidPhone',
      pw: 'password.tooShort',
      pw2: 'password.mismatch',
    });
  });
  it('accepts valid values', () => {
    expect(
      validate(schema, {
        name: 'Anna',
        mail: 'anna@velo.de',
        tel: '+49 30 1234567',
        pw: 'longenough',
        pw2: 'longenough',
      }),
    ).toEqual({});
  });
});
