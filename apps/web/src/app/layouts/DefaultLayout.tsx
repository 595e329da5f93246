// The default layout (portal-spec §2): header with navigation, the translation slot, theme toggle
// and account menu; the routed screen below.
import { Outlet, useNavigate } from 'react-router';
import { Icon } from '../../components/ui/Icon.tsx';
import { ThemeToggle } from '../../components/ui/ThemeToggle.tsx';
import { paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { registerHeaderSlot } from '../../lib/stores/slot-store.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { BrandMark } from './BrandMark.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { SearchBox } from './SearchBox.tsx';
import { MainNav } from './MainNav.tsx';
import './main-nav.css';

export function DefaultLayout() {
  const { t } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  return (
    <div className="app-frame">
      <header className="app-header">
        <BrandMark onClick={() => void navigate(paths.home)} />
        {session.loggedIn ? <MainNav permission={session.permission} /> : <span className="spacer" />}
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
