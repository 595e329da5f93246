// Health score of the bike as a ring chart with its band, and the task ratio (completed / open).
import { HealthBand, healthBand } from '@dealer/contracts';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import type { ServiceToolState } from '../../../domain/service-tool/index.ts';

export function HealthPanel({ health, taskInfo }: Pick<ServiceToolState, 'health' | 'taskInfo'>) {
  const { t } = useI18n();
  const ratio = taskInfo?.status_ratio;
  if (!health) {
    return (
      <section className="card ov-health" aria-labelledby="ov-health-title">
        <h2 id="ov-health-title">{t('st.health.title')}</h2>
        <p className="muted">{t('st.health.unknown')}</p>
      </section>
    );
  }
  const band = healthBand(health.score);
  const bandText = t(`st.band.${band}` as MessageKey);
  const r = 52;
  const circumference = 2 * Math.PI * r;
  return (
    <section className="card ov-health" aria-labelledby="ov-health-title">
      <h2 id="ov-health-title">{t('st.health.title')}</h2>
      <div className="ov-health-body">
        <svg
          className={`ov-ring ov-ring-${band.toLowerCase()}`}
          viewBox="0 0 120 120"
          role="img"
          aria-label={t('st.health.meter', { score: health.score, band: bandText })}
        >
          <circle cx="60" cy="60" r={r} className="ov-ring-track" />
          <circle
            cx="60"
            cy="60"
            r={r}
            className="ov-ring-value"
            strokeDasharray={`${(health.score / 100) * circumference} ${circumference}`}
            transform="rotate(-90 60 60)"
          />
          <text x="60" y="58" textAnchor="middle" className="ov-ring-score">
            {health.score}
          </text>
          <text x="60" y="80" textAnchor="middle" className="ov-ring-band">
            {bandText}
          </text>
        </svg>
        <div>
          <p className={`ov-band ov-band-${band.toLowerCase()}`}>{bandText}</p>
          <p className="muted st-small">
            {t('st.overview.bands', { poor: HealthBand.poorMax, normal: HealthBand.poorMax + 1 })}
          </p>
          {ratio ? (
            <dl className="st-kv">
              <dt>{t('st.overview.open')}</dt>
              <dd>{ratio.in_progress}</dd>
              <dt>{t('st.overview.completed')}</dt>
              <dd>{ratio.completed}</dd>
            </dl>
          ) : null}
        </div>
      </div>
    </section>
  );
}
