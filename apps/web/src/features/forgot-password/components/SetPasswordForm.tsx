// Step 2 of a password reset: the mailed code and the new password (twice).
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { useForm } from '../../../lib/form/use-form.ts';
import { required, type Rule, type Schema } from '../../../lib/form/validate.ts';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import { NewPasswordFields, newPasswordRules } from '../../../components/forms/NewPasswordFields.tsx';
import { useConfirmForgotPassword } from '../api/confirm-forgot-password.ts';
import { resetErrorOf } from '../reset-errors.ts';
import { ResetErrorMessage } from './ResetErrorMessage.tsx';

type Values = { code: string; next: string; confirm: string };
const sixDigits: Rule<Values> = (v) => (/^\d{6}$/.test(v.trim()) ? null : 'reset.codeInvalid');
const schema: Schema<Values> = {
  code: [required(), sixDigits],
  ...newPasswordRules<Values>(),
};

export function SetPasswordForm({
  email,
  onDone,
  onResend,
}: {
  email: string;
  onDone: () => void;
  onResend: () => void;
}) {
  const { t } = useI18n();
  const form = useForm<Values>({ code: '', next: '', confirm: '' }, schema);
  const mutation = useConfirmForgotPassword();
  const err = (f: keyof Values) => (form.errors[f] ? t(form.errors[f] as MessageKey) : undefined);
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!form.check()) return;
        mutation.mutate(
          { username: email, code: form.values.code.trim(), new_password: form.values.next },
          { onSuccess: onDone },
        );
      }}
    >
      <p className="muted" role="status">
        {t('reset.codeSent', { email })}
      </p>
      <TextField
        label={t('reset.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        autoFocus
        hint={t('reset.codeHint')}
        value={form.values.code}
        error={err('code')}
        onChange={(e) => form.set('code', e.target.value)}
      />
      <NewPasswordFields form={form} />
      <ResetErrorMessage error={mutation.isError ? resetErrorOf(mutation.error) : null} />
      <Button type="submit" busy={mutation.isPending}>
        {t('reset.submit')}
      </Button>
      <Button type="button" variant="ghost" onClick={onResend}>
        {t('reset.resend')}
      </Button>
    </form>
  );
}
