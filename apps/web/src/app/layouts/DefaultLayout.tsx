// The default layout (portal-spec §2): header with navigation, the translation slot, theme toggle
// and account menu; the routed screen below.
import { NavLink, Outlet, useNavigate } from 'react-router';
import { hasPermission } from '@dealer/contracts';
import { Icon } from '../../components/ui/Icon.tsx';
import { ThemeToggle } from '../../components/ui/ThemeToggle.tsx';
import { paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { registerHeaderSlot } from '../../lib/stores/slot-store.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { BrandMark } from './BrandMark.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { SearchBox } from './SearchBox.tsx';
import './main-nav.css';

export function DefaultLayout() {
  const { t } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  // Only what the account may use: each link names the permission key its screen needs.
  const links = [
    { to: paths.home, label: t('nav.home'), end: true },
    { to: paths.serviceTool, label: t('nav.serviceTool'), end: false, needs: 'manage_workspace' as const },
    { to: paths.serviceBook, label: t('nav.serviceBook'), end: false, needs: 'get_bike_info' as const },
    {
      to: paths.serviceReport,
      label: t('nav.serviceReport'),
      end: false,
      needs: 'manage_workspace' as const,
    },
    { to: paths.reportForm, label: t('nav.reportForm'), end: false },
    { to: paths.helpCentre, label: t('help.nav'), end: false },
    { to: paths.caseReview, label: t('review.nav'), end: false, needs: 'review_case_management' as const },
    { to: paths.claimReview, label: t('claim.reviewNav'), end: false, needs: 'review_claim_case' as const },
    { to: paths.claims, label: t('claim.nav'), end: false, needs: 'get_claim_case' as const },
    { to: paths.orders, label: t('order.nav'), end: false, needs: 'get_order' as const },
    { to: paths.dealers, label: t('dealers.nav'), end: false, needs: 'manage_dealer' as const },
    { to: paths.auditLog, label: t('audit.nav'), end: false, needs: 'manage_dealer' as const },
  ].filter((l) => !l.needs || hasPermission(session.permission, l.needs));
  return (
    <div className="app-frame">
      <header className="app-header">
        <BrandMark onClick={() => void navigate(paths.home)} />
        {session.loggedIn ? (
          <nav aria-label={t('nav.main')} className="main-nav">
            {links.map((l) => (
              <NavLink key={l.to} to={l.to} end={l.end} className="main-nav-link">
                {l.label}
              </NavLink>
            ))}
          </nav>
        ) : (
          <span className="spacer" />
        )}
        <div className="header-tools">
          {session.loggedIn ? <SearchBox /> : null}
          <div className="header-slot" ref={registerHeaderSlot} />
          <ThemeToggle />
          {session.loggedIn ? <AccountMenu /> : null}
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="app-footer muted">
        <Icon name="bike" size={16} /> {t('app.name')}
      </footer>
    </div>
  );
}
