// The bike's full-diagnosis runs as the server keeps them (from any browser, for as long as the bike
// is kept): when, by whom, the health score and which stages failed.
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import { useDiagnoses } from '../../../lib/api/diagnoses.ts';

const BADGE = { pass: 'done', fail: 'failed', skip: 'pending' } as const;

export function DiagnosisHistory({ vin }: { vin: string }) {
  const { t, locale } = useI18n();
  const runs = useDiagnoses(vin);
  return (
    <section className="card" aria-labelledby="sb-diag-title">
      <h2 id="sb-diag-title">{t('book.diagnosesTitle')}</h2>
      {!runs.data ? (
        <Spinner label={t('common.loading')} />
      ) : runs.data.items.length === 0 ? (
        <p className="muted">{t('book.noDiagnoses')}</p>
      ) : (
        <ul className="sb-list" data-testid="diagnosis-runs">
          {runs.data.items.map((r) => {
            const failed = r.stages.filter((s) => s.status === 'fail');
            return (
              <li key={r.id} className="sb-item">
                <div className="sb-item-main">
                  <strong>{formatDateTime(r.performed_at, locale)}</strong>{' '}
                  <span className={`sb-badge sb-badge-${BADGE[r.status]}`}>
                    {t(`book.diag.${r.status}` as MessageKey)}
                  </span>
                  <div className="sb-small">
                    {r.health_score === null ? null : t('book.diagScore', { score: r.health_score })}
                    {failed.length
                      ? ` · ${t('book.diagFailed', { stages: failed.map((s) => t(`st.fd.stage.${s.stage}` as MessageKey)).join(', ') })}`
                      : ''}
                  </div>
                  <div className="muted sb-small">
                    {t('book.diagBy', { by: r.technician, shop: r.bike_shop_name })}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
