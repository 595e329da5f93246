// A dealer's request to join a shop (decision 2650): waiting for the shop's approval, or turned down.
// While it waits the user can check again; the form below stays to choose another shop instead.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import type { Account } from '../../../lib/api/api-models.ts';
import { loadAccount } from '../../../lib/session/auth.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import '../../../components/ui/panels.css';

type JoinRequest = NonNullable<Account['join_request']>;

export function JoinRequestStatus({ request }: { request: JoinRequest }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const vars = { shop: request.bike_shop_name, city: request.bike_shop_city };

  const checkAgain = async () => {
    setChecking(true);
    try {
      await loadAccount();
      if (sessionStore.get().account?.detail) void navigate('/', { replace: true });
    } finally {
      setChecking(false);
    }
  };

  if (request.status === 'rejected')
    return (
      <div className="banner banner-warning" role="status">
        <Icon name="warning" />
        <p>{t('setup.joinDeclined', vars)}</p>
      </div>
    );
  return (
    <section className="banner banner-info" aria-labelledby="join-pending-title" role="status">
      <Icon name="info" />
      <div className="stack">
        <h2 id="join-pending-title">{t('setup.joinPendingTitle')}</h2>
        <p>{t('setup.joinPendingText', vars)}</p>
        <div className="row">
          <Button variant="secondary" busy={checking} onClick={() => void checkAgain()}>
            {t('setup.checkAgain')}
          </Button>
        </div>
      </div>
    </section>
  );
}
