// Home: greeting, the three ways in (service tool, service book, contact), recent activity.
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Icon, type IconName } from '../../components/ui/Icon.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { paths } from '../../config/paths.ts';
import { accountDisplayName } from '../../lib/format/text.ts';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/session-store.ts';

const TILES: { to: string; icon: IconName; title: MessageKey; text: MessageKey; action: MessageKey }[] = [
  { to: paths.serviceTool, icon: 'bike', title: 'home.connectTitle', text: 'home.connectText', action: 'home.openServiceTool' },
  { to: paths.serviceBook, icon: 'book', title: 'nav.serviceBook', text: 'home.serviceBookText', action: 'nav.serviceBook' },
  { to: paths.reportForm, icon: 'chat', title: 'nav.reportForm', text: 'home.reportText', action: 'nav.reportForm' },
];

export function HomePage() {
  const { t } = useI18n();
  const session = useSession();
  const name = session.account?.detail?.first_name ?? accountDisplayName(session.username ?? '');
  return (
    <ScreenFrame title={t('home.greeting', { name })} description={t('home.subtitle')}>
      <div className="tiles">
        {TILES.map((tile, i) => (
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
      <section className="card" aria-labelledby="recent-title">
        <h2 id="recent-title">{t('home.recentTitle')}</h2>
        <EmptyState icon="wrench" title={t('screen.emptyTitle')} text={t('home.recentEmpty')} />
      </section>
    </ScreenFrame>
  );
}
