// Choose the workspace to report on: the shop's recent workspaces.
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { useRecentWorkspaces } from '../api/get-recent-workspaces.ts';

export function WorkspacePicker() {
  const { t, locale } = useI18n();
  const summary = useRecentWorkspaces(true);
  if (!summary.data) return <Spinner label={t('common.loading')} />;
  if (summary.data.recent_workspaces.length === 0)
    return (
      <EmptyState icon="wrench" title={t('sreport.noWorkspacesTitle')} text={t('sreport.noWorkspaces')} />
    );
  return (
    <section className="card" aria-labelledby="srp-pick-title">
      <h2 id="srp-pick-title">{t('sreport.pickTitle')}</h2>
      <ul className="srp-list">
        {summary.data.recent_workspaces.map((w) => (
          <li key={w.id} className="srp-item">
            <div>
              <strong>
                {w.brand} {w.model}
              </strong>{' '}
              <span className="srp-mono">{w.vin}</span>
              <div className="muted">
                {t('home.workspaceLine', {
                  date: formatDateTime(w.updated_at, locale),
                  open: w.open_tasks,
                  score: w.health_score ?? '–',
                })}
              </div>
            </div>
            <Link
              className="btn btn-s btn-primary"
              to={`${paths.serviceReport}?workspaceId=${w.id}`}
              aria-label={t('home.reportOf', { vin: w.vin })}
            >
              {t('sreport.compose')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
