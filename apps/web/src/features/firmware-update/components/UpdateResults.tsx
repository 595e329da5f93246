// The outcome per image: written and verified (the component reports the new version after the
// re-read), written but not verified, failed with its explanation, or not started; while the job
// runs, the item being written and those waiting their turn.
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/charts/StatusBadge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { pageHref, startReconnect, type Explanation } from '../../../domain/service-tool/index.ts';
import { itemTitle, type ItemStatus, type UpdateItem } from '../run-updates.ts';

export function UpdateResults({
  items,
  statuses,
  verified,
  failure,
  live = false,
}: {
  items: UpdateItem[];
  statuses: Record<string, ItemStatus>;
  verified: Record<string, boolean>;
  failure: Explanation | null;
  /** The job still runs: the items not done yet are waiting, not "not started". */
  live?: boolean;
}) {
  const { t } = useI18n();
  return (
    <section className="card" aria-labelledby="fw-result-title">
      <h2 id="fw-result-title">{t(live ? 'st.fw.job.items' : 'st.fw.result')}</h2>
      <ul className="fw-results">
        {items.map((item) => {
          const s = statuses[item.key] ?? { state: 'pending' };
          return (
            <li key={item.key}>
              <strong>{itemTitle(item)}</strong>{' '}
              {s.state === 'done' ? (
                <>
                  <StatusBadge tone="good">
                    {t('st.fw.res.updated', { from: item.from || '—', to: s.version })}
                  </StatusBadge>{' '}
                  {item.key in verified ? (
                    <StatusBadge tone={verified[item.key] ? 'good' : 'warn'}>
                      {verified[item.key] ? t('st.fw.res.verified') : t('st.fw.res.notVerified')}
                    </StatusBadge>
                  ) : null}
                </>
              ) : s.state === 'failed' ? (
                <>
                  <StatusBadge tone="bad">{t('st.fw.res.failed')}</StatusBadge>{' '}
                  <span>{t(s.why.key, s.why.vars)}</span>
                </>
              ) : s.state === 'running' ? (
                <StatusBadge tone="neutral">{t('st.fw.res.running')}</StatusBadge>
              ) : (
                <StatusBadge tone="neutral">
                  {t(live ? 'st.fw.res.waiting' : 'st.fw.res.notStarted')}
                </StatusBadge>
              )}
            </li>
          );
        })}
      </ul>
      {failure?.toRescue || failure?.connectionEnded ? (
        <div className="banner banner-warning fw-next" role="note">
          <p>{t(failure.toRescue ? 'st.fw.res.rescueNext' : 'st.fw.res.reconnect')}</p>
          {failure.connectionEnded ? (
            <Button variant="secondary" size="s" onClick={() => void startReconnect()}>
              {t('alert.connectionFailed.button')}
            </Button>
          ) : (
            <Link to={pageHref('bootloaderRescue')}>{t('screen.bootloaderRescue')}</Link>
          )}
        </div>
      ) : null}
    </section>
  );
}
