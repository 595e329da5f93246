// The bike's service history as the workshop recorded it: activities across its workspaces.
import { componentDisplayName } from '../../../lib/i18n/component-names.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { activityName } from '../../../domain/service-tool/index.ts';
import { useServiceHistory } from '../api/get-service-history.ts';

export function ServiceHistory({ vin }: { vin: string }) {
  const { t, locale } = useI18n();
  const history = useServiceHistory(vin);
  const activities = [...(history.data?.activities ?? [])].reverse();
  return (
    <section className="card" aria-labelledby="sb-history-title">
      <h2 id="sb-history-title">{t('book.historyTitle')}</h2>
      {!history.data ? (
        <Spinner label={t('common.loading')} />
      ) : activities.length === 0 ? (
        <p className="muted">{t('book.noHistory')}</p>
      ) : (
        <ul className="sb-list">
          {activities.map((a) => (
            <li key={a.id} className="sb-item">
              <div>
                <strong>{activityName(a.kind)}</strong>
                {a.part_type ? <span className="muted"> · {componentDisplayName(a.part_type)}</span> : null}
                {a.success ? null : <span className="sb-badge sb-badge-failed">{t('book.failed')}</span>}
                <div className="muted sb-small">
                  {t('book.historyLine', { date: formatDateTime(a.created_at, locale), by: a.technician })}
                </div>
                {a.comment ? <div>{a.comment}</div> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
