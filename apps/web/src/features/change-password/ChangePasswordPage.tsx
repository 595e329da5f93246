// Change password: current, new and confirmation; the provider's rules are checked by the API.
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { NewPasswordFields, newPasswordRules } from '../../components/forms/NewPasswordFields.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { useForm } from '../../lib/form/use-form.ts';
import { required, type Schema } from '../../lib/form/validate.ts';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';
import { notify } from '../../lib/stores/shell-stores.ts';
import { useChangePassword } from './api/change-password.ts';

type Values = { current: string; next: string; confirm: string };
const schema: Schema<Values> = {
  current: [required()],
  ...newPasswordRules<Values>(),
};

export function ChangePasswordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const form = useForm<Values>({ current: '', next: '', confirm: '' }, schema);
  const mutation = useChangePassword();
  const err = (f: keyof Values) => (form.errors[f] ? t(form.errors[f] as MessageKey) : undefined);

  return (
    <ScreenFrame title={t('password.title')}>
      <form
        className="card stack"
        style={{ maxWidth: 520 }}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!form.check()) return;
          mutation.mutate(
            { old_password: form.values.current, new_password: form.values.next },
            {
              onSuccess: () => {
                notify('success', t('password.changed'));
                void navigate(paths.accountDetail);
              },
              onError: (error) => {
                if (isApiError(error)) form.setFieldError('current', error.message);
              },
            },
          );
        }}
      >
        <TextField
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          required
          value={form.values.current}
          error={err('current')}
          onChange={(e) => form.set('current', e.target.value)}
        />
        <NewPasswordFields form={form} />
        <div className="form-actions">
          <Button type="submit" busy={mutation.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </ScreenFrame>
  );
}
