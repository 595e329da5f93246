// A new password and its confirmation, with the one password rule of the contract (the API checks the
// same rule): used where a password is changed and where a forgotten one is reset.
import { passwordProblem } from '@dealer/contracts';
import { TextField } from '../ui/Field.tsx';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';
import { required, sameAs, type Rule, type Schema } from '../../lib/form/validate.ts';

export type NewPasswordValues = { next: string; confirm: string };

const strongEnough =
  <V extends NewPasswordValues>(): Rule<V> =>
  (v) =>
    passwordProblem(v) ? 'reset.passwordRule' : null;

/** The rules of the two fields, to spread into a form's schema. */
export const newPasswordRules = <V extends NewPasswordValues>(): Schema<V> =>
  ({
    next: [required<V>(), strongEnough<V>()],
    confirm: [required<V>(), sameAs<V>('next', 'password.mismatch')],
  }) as Schema<V>;

interface PasswordForm {
  values: NewPasswordValues;
  errors: Partial<Record<keyof NewPasswordValues, string>>;
  set: (field: keyof NewPasswordValues, value: string) => void;
}

export function NewPasswordFields({ form }: { form: PasswordForm }) {
  const { t } = useI18n();
  const err = (f: keyof NewPasswordValues) => (form.errors[f] ? t(form.errors[f] as MessageKey) : undefined);
  return (
    <>
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('reset.passwordRule')}
        value={form.values.next}
        error={err('next')}
        onChange={(e) => form.set('next', e.target.value)}
      />
      <TextField
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        required
        value={form.values.confirm}
        error={err('confirm')}
        onChange={(e) => form.set('confirm', e.target.value)}
      />
    </>
  );
}
