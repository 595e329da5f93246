// Step 1 of a password reset: the e-mail address the code goes to.
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { useForm } from '../../../lib/form/use-form.ts';
import { email, required, type Schema } from '../../../lib/form/validate.ts';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { resetErrorOf } from '../reset-errors.ts';
import { ResetErrorMessage } from './ResetErrorMessage.tsx';

type Values = { email: string };
const schema: Schema<Values> = { email: [required(), email()] };

export function RequestCodeForm({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
}) {
  const { t } = useI18n();
  const form = useForm<Values>({ email: initialEmail }, schema);
  const mutation = useForgotPassword();
  const fieldError = form.errors.email ? t(form.errors.email as MessageKey) : undefined;
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!form.check()) return;
        const address = form.values.email.trim();
        mutation.mutate({ username: address }, { onSuccess: () => onSent(address) });
      }}
    >
      <p className="muted">{t('reset.intro')}</p>
      <TextField
        label={t('reset.email')}
        type="email"
        inputMode="email"
        autoComplete="username"
        required
        autoFocus
        value={form.values.email}
        error={fieldError}
        onChange={(e) => form.set('email', e.target.value)}
      />
      <ResetErrorMessage error={mutation.isError ? resetErrorOf(mutation.error) : null} />
      <Button type="submit" busy={mutation.isPending}>
        {t('reset.sendCode')}
      </Button>
    </form>
  );
}
