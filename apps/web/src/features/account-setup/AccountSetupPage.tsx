// Account setup (portal-spec §2): a dealer registers their bike shop, a service center picks its
// center and regions. Reached by the guard when the account has no attributes yet. A dealer who asked to
// join a shop sees the request waiting here until the shop approves it (decision 2650).
import { Link } from 'react-router';
import { AuthFrame } from '../../components/ui/AuthFrame.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { href, paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { roleOf, useSession } from '../../lib/session/session-store.ts';
import { DealerSetupForm } from './components/DealerSetupForm.tsx';
import { ServiceCenterSetupForm } from './components/ServiceCenterSetupForm.tsx';
import { JoinRequestStatus } from './components/JoinRequestStatus.tsx';

export function AccountSetupPage() {
  const { t } = useI18n();
  const session = useSession();
  const role = roleOf(session.permission);
  const joinRequest = session.account?.join_request;
  if (!session.loggedIn) {
    return (
      <AuthFrame>
        <EmptyState
          as="h1"
          icon="user"
          title={t('setup.title')}
          text={t('login.subtitle')}
          action={
            <Link className="btn btn-primary" to={href.loginWithRedirect(paths.accountSetup)}>
              {t('login.signIn')}
            </Link>
          }
        />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame wide>
      <h1>{t('setup.title')}</h1>
      <p className="muted">{role.isDealer ? t('setup.subtitleDealer') : t('setup.subtitleServiceCenter')}</p>
      {role.isDealer && joinRequest ? <JoinRequestStatus request={joinRequest} /> : null}
      {role.isDealer ? (
        <DealerSetupForm />
      ) : (
        <ServiceCenterSetupForm assignment={session.account?.service_center_assignment ?? null} />
      )}
    </AuthFrame>
  );
}
