// The shop's recent workspaces and the bikes that still have an open critical task.
import { Link } from 'react-router';
import type { TaskType } from '@dealer/contracts';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { taskName } from '../../../domain/service-tool/index.ts';
import { useHomeSummary } from '../api/get-home-summary.ts';

export function RecentWorkspaces({ enabled }: { enabled: boolean }) {
  const { t, locale } = useI18n();
  const summary = useHomeSummary(enabled);
  if (!enabled) return null;
  const data = summary.data;
  return (
    <div className="home-columns">
      <section className="card" aria-labelledby="home-critical-title">
        <h2 id="home-critical-title">{t('home.criticalTitle')}</h2>
        {!data ? (
          <Spinner label={t('common.loading')} />
        ) : data.critical_bikes.length === 0 ? (
          <EmptyState
            icon="success"
            title={t('home.criticalEmptyTitle')}
            text={t('home.criticalEmpty')}
            as="h2"
          />
        ) : (
          <ul className="home-list">
            {data.critical_bikes.map((b) => (
              <li key={b.vin} className="home-item home-item-critical">
                <div>
                  <strong>{b.model}</strong> <span className="muted">{b.brand}</span>
                  <div className="mono">{b.vin}</div>
                  <div className="home-tags">
                    {b.task_types.map((tt) => (
                      <span key={tt} className="home-tag">
                        {taskName(tt as TaskType)}
                      </span>
                    ))}
                  </div>
                </div>
                <div className="home-item-actions">
                  <Link
                    className="btn btn-s btn-secondary"
                    to={`${paths.serviceBook}?vin=${encodeURIComponent(b.vin)}`}
                    aria-label={t('home.openBookOf', { vin: b.vin })}
                  >
                    {t('nav.serviceBook')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="recent-title">
        <h2 id="recent-title">{t('home.recentTitle')}</h2>
        {!data ? (
          <Spinner label={t('common.loading')} />
        ) : data.recent_workspaces.length === 0 ? (
          <EmptyState icon="wrench" title={t('screen.emptyTitle')} text={t('home.recentEmpty')} as="h2" />
        ) : (
          <ul className="home-list">
            {data.recent_workspaces.map((w) => (
              <li key={w.id} className="home-item">
                <div>
                  <strong>{w.model}</strong> <span className="muted">{w.brand}</span>
                  <div className="mono">{w.vin}</div>
                  <div className="muted small">
                    {t('home.workspaceLine', {
                      date: formatDateTime(w.updated_at, locale),
                      open: w.open_tasks,
                      score: w.health_score ?? '–',
                    })}
                  </div>
                </div>
                <div className="home-item-actions">
                  <Link
                    className="btn btn-s btn-secondary"
                    to={`${paths.serviceReport}?workspaceId=${w.id}`}
                    aria-label={t('home.reportOf', { vin: w.vin })}
                  >
                    {t('nav.serviceReport')}
                  </Link>
                  <Link
                    className="btn btn-s btn-ghost"
                    to={`${paths.serviceBook}?vin=${encodeURIComponent(w.vin)}`}
                    aria-label={t('home.openBookOf', { vin: w.vin })}
                  >
                    {t('nav.serviceBook')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
