// /forgot-password: a new password by a mailed code (calls spec: POST /user/forgot_password, then
// POST /user/confirm_forgot_password). Reachable without signing in, from the sign-in page's
// "Forgot password?" link, which passes its language (?lang=) and the address typed there (?email=).
// Decision 1771.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthFrame } from '../../components/ui/AuthFrame.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { paths } from '../../config/paths.ts';
import { currentLanguage, isLanguage, setLanguage, useI18n } from '../../lib/i18n/i18n.ts';
import { RequestCodeForm } from './components/RequestCodeForm.tsx';
import { SetPasswordForm } from './components/SetPasswordForm.tsx';
import './forgot-password.css';

type Step = { name: 'request' } | { name: 'confirm'; email: string } | { name: 'done' };

export function ForgotPasswordPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>({ name: 'request' });
  const [email, setEmail] = useState(params.get('email') ?? '');
  const lang = params.get('lang');
  useEffect(() => {
    if (isLanguage(lang) && lang !== currentLanguage()) void setLanguage(lang);
  }, [lang]);

  return (
    <AuthFrame>
      <div className="stack forgot-password">
        <h1>{t('reset.title')}</h1>
        {step.name === 'request' ? (
          <RequestCodeForm
            initialEmail={email}
            onSent={(address) => {
              setEmail(address);
              setStep({ name: 'confirm', email: address });
            }}
          />
        ) : null}
        {step.name === 'confirm' ? (
          <SetPasswordForm
            email={step.email}
            onDone={() => setStep({ name: 'done' })}
            onResend={() => setStep({ name: 'request' })}
          />
        ) : null}
        {step.name === 'done' ? (
          <div className="stack" role="status">
            <p className="row">
              <Icon name="success" size={20} className="reset-done-icon" />
              {t('reset.done')}
            </p>
            <Link className="btn btn-primary" to={paths.login}>
              {t('login.signIn')}
            </Link>
          </div>
        ) : (
          <Link to={paths.login}>{t('reset.backToSignIn')}</Link>
        )}
      </div>
    </AuthFrame>
  );
}
