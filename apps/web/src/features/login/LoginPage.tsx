// /login: starts the OIDC authorization request, and completes it when the provider sends the user
// back with ?code&state (portal-spec §2). The cookie prompt must be accepted before signing in.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from '../../components/ui/AuthFrame.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { adoptSignInLanguage } from '../../lib/i18n/sign-in-language.ts';
import { completeSignIn, SignInStateError, startSignIn, takeReturnPath } from '../../lib/session/auth.ts';
import { cookieStore } from '../../lib/stores/cookie-store.ts';
import { useStore } from '../../lib/stores/create-store.ts';

export function LoginPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const cookieAccepted = useStore(cookieStore);
  const code = params.get('code');
  const state = params.get('state');
  const [phase, setPhase] = useState<'idle' | 'redirecting' | 'completing'>(
    code && state ? 'completing' : 'idle',
  );
  const [error, setError] = useState<string | null>(params.get('error') ? t('login.failed') : null);
  const started = useRef(false);

  useEffect(() => {
    if (!code || !state || started.current) return;
    started.current = true;
    completeSignIn(code, state).then(
      // The language picked on the provider's page carries over to the portal.
      (to) => void adoptSignInLanguage().finally(() => void navigate(to, { replace: true })),
      (err: unknown) => {
        setPhase('idle');
        setError(err instanceof SignInStateError ? t('login.stateMismatch') : t('login.failed'));
      },
    );
  }, [code, state, navigate, t]);

  const signIn = () => {
    setPhase('redirecting');
    setError(null);
    startSignIn(params.get('redirectUrl') ?? takeReturnPath() ?? '/').catch(() => {
      setPhase('idle');
      setError(t('login.failed'));
    });
  };

  return (
    <AuthFrame wide>
      <div className="login-layout">
        <div className="login-hero" aria-hidden="true">
          <svg viewBox="0 0 240 160" width="100%" height="100%">
            <circle cx="62" cy="108" r="38" fill="none" stroke="currentColor" strokeWidth="6" />
            <circle cx="180" cy="108" r="38" fill="none" stroke="currentColor" strokeWidth="6" />
            <path
              d="M62 108 96 48h58l26 60M96 48l-10-18h-18M154 48l8-20h22M122 108l32-60"
              fill="none"
              stroke="currentColor"
              strokeWidth="6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <rect x="104" y="58" width="26" height="14" rx="4" fill="currentColor" />
            <path
              d="M202 24l-10 16h10l-8 14"
              fill="none"
              stroke="currentColor"
              strokeWidth="4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        <div>
          <h1>{t('login.title')}</h1>
          <p className="muted">{t('login.subtitle')}</p>
          <ul className="feature-list">
            {(['login.feature1', 'login.feature2', 'login.feature3'] as const).map((k) => (
              <li key={k}>
                <Icon name="success" size={18} />
                {t(k)}
              </li>
            ))}
          </ul>
          {error ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
          {phase === 'completing' ? (
            <div className="row" role="status">
              <Spinner size={24} />
              {t('login.completing')}
            </div>
          ) : (
            <div className="stack">
              <Button onClick={signIn} busy={phase === 'redirecting'} disabled={!cookieAccepted}>
                {phase === 'redirecting' ? t('login.redirecting') : t('login.signIn')}
              </Button>
              {!cookieAccepted ? <p className="field-hint">{t('login.acceptCookiesFirst')}</p> : null}
            </div>
          )}
        </div>
      </div>
    </AuthFrame>
  );
}
