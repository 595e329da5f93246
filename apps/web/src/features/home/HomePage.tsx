// Home: greeting, find a bike, the ways into the service tool and records, the claims waiting for the
// account, the shop's recent workspaces and bikes with open critical tasks, and recent contact-us requests.
import { Link } from 'react-router';
import { hasPermission, type PermissionKey } from '@dealer/contracts';
import { Icon, type IconName } from '../../components/ui/Icon.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { paths } from '../../config/paths.ts';
import { accountDisplayName } from '../../lib/format/text.ts';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';
import { roleOf, useSession } from '../../lib/session/session-store.ts';
import { ClaimsWaiting } from './components/ClaimsWaiting.tsx';
import { FindBikeForm } from './components/FindBikeForm.tsx';
import { RecentCases } from './components/RecentCases.tsx';
import { RecentTickets } from './components/RecentTickets.tsx';
import { RecentWorkspaces } from './components/RecentWorkspaces.tsx';
import { ReviewDesk } from './components/ReviewDesk.tsx';
import './home.css';

const TILES: {
  to: string;
  icon: IconName;
  title: MessageKey;
  text: MessageKey;
  action: MessageKey;
  needs?: PermissionKey;
  /** Dealers' tiles: a service center does not connect bikes nor ask a service center. */
  dealerOnly?: boolean;
}[] = [
  {
    to: paths.serviceTool,
    icon: 'bike',
    title: 'home.connectTitle',
    text: 'home.connectText',
    action: 'home.openServiceTool',
    needs: 'manage_workspace',
    dealerOnly: true,
  },
  {
    to: paths.serviceBook,
    icon: 'book',
    title: 'nav.serviceBook',
    text: 'home.serviceBookText',
    action: 'nav.serviceBook',
    needs: 'get_bike_info',
  },
  {
    to: paths.caseReview,
    icon: 'success',
    title: 'review.nav',
    text: 'home.reviewText',
    action: 'review.nav',
    needs: 'review_case_management',
  },
  {
    to: paths.reportForm,
    icon: 'chat',
    title: 'nav.reportForm',
    text: 'home.reportText',
    action: 'nav.reportForm',
    dealerOnly: true,
  },
  {
    to: paths.dealers,
    icon: 'chat',
    title: 'dealers.nav',
    text: 'dealers.description',
    action: 'dealers.nav',
    needs: 'manage_dealer',
  },
];

export function HomePage() {
  const { t } = useI18n();
  const session = useSession();
  const name = session.account?.detail?.first_name ?? accountDisplayName(session.username ?? '');
  const may = (key?: PermissionKey) => !key || hasPermission(session.permission, key);
  const { isServiceCenter } = roleOf(session.permission);
  const claimsAs =
    isServiceCenter && may('review_claim_case')
      ? 'center'
      : !isServiceCenter && may('manage_claim_case')
        ? 'dealer'
        : null;
  return (
    <ScreenFrame
      title={t('home.greeting', { name })}
      description={t(isServiceCenter ? 'home.subtitleCenter' : 'home.subtitle')}
    >
      {may('get_bike_info') ? <FindBikeForm /> : null}
      <ClaimsWaiting as={claimsAs} />
      <div className="tiles">
        {TILES.filter((tile) => may(tile.needs) && !(isServiceCenter && tile.dealerOnly)).map((tile, i) => (
          <div key={tile.to} className="card tile">
            <span className="tile-icon">
              <Icon name={tile.icon} size={24} />
            </span>
            <h2>{t(tile.title)}</h2>
            <p>{t(tile.text)}</p>
            <Link className={`btn ${i === 0 ? 'btn-primary' : 'btn-secondary'}`} to={tile.to}>
              {t(tile.action)}
            </Link>
          </div>
        ))}
      </div>
      <ReviewDesk enabled={isServiceCenter && may('review_case_management')} />
      <RecentWorkspaces enabled={!isServiceCenter && may('get_workspace')} />
      <RecentCases enabled={may('manage_case_management')} />
      <RecentTickets />
    </ScreenFrame>
  );
}
