// The cookie prompt: shown until accepted; rejecting leads to /cookie-reject (portal-spec §4 rule 4).
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../components/ui/Button.tsx';
import { paths } from '../config/paths.ts';
import { useI18n } from '../lib/i18n/i18n.ts';
import { dismissCookiePrompt, isCookieDismissed } from '../lib/storage.ts';
import { cookieStore } from '../lib/stores/cookie-store.ts';
import { useStore } from '../lib/stores/create-store.ts';

export function CookiePrompt() {
  const { t } = useI18n();
  const dismissed = useStore(cookieStore);
  const location = useLocation();
  const navigate = useNavigate();
  if (
    dismissed ||
    isCookieDismissed() ||
    location.pathname === paths.cookieReject ||
    location.pathname === paths.mobileInit
  )
    return null;
  return (
    <section className="cookie-prompt" role="region" aria-label={t('cookie.title')}>
      <div>
        <h2>{t('cookie.title')}</h2>
        <p>{t('cookie.text')}</p>
      </div>
      <div className="row">
        <Button variant="secondary" onClick={() => void navigate(paths.cookieReject)}>
          {t('cookie.reject')}
        </Button>
        <Button
          onClick={() => {
            dismissCookiePrompt();
            cookieStore.set(true);
          }}
        >
          {t('cookie.accept')}
        </Button>
      </div>
    </section>
  );
}
