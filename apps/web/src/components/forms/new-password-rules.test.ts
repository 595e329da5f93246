// The portal checks a new password by the contract's rule, as the API does, wherever one is set.
import { describe, expect, it } from 'vitest';
import { validate } from '../../lib/form/validate.ts';
import { newPasswordRules, type NewPasswordValues } from './NewPasswordFields.tsx';

const check = (next: string, confirm = next) =>
  validate<NewPasswordValues>(newPasswordRules(), { next, confirm });

describe('new password rules', () => {
  it('refuses a password without a digit, as the API would (400700)', () => {
    expect(check('abcdefgh')).toEqual({ next: 'reset.passwordRule' });
  });
  it('refuses a short one and a confirmation that differs', () => {
    expect(check('a1')).toEqual({ next: 'reset.passwordRule' });
    expect(check('abcdef12', 'abcdef13')).toEqual({ confirm: 'password.mismatch' });
  });
  it('accepts letters and digits of the minimum length', () => {
    expect(check('abcdef12')).toEqual({});
  });
});
