// Health score with its band (Poor ≤ 64, Normal 65–79, Healthy ≥ 80: healthBand of contracts).
import { HealthBand, healthBand } from '@dealer/contracts';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';
import type { ServiceToolState } from '../../domain/service-tool/index.ts';

export function HealthScore({ health }: { health: ServiceToolState['health'] }) {
  const { t } = useI18n();
  // Not known (yet): the same rows, the score and meter kept unseen, so the score's arrival after a
  // page load does not move the navigation below it under a technician's click.
  if (!health)
    return (
      <div className="st-health">
        <div className="st-health-row">
          <span className="st-health-label">{t('st.health.unknown')}</span>
          <span className="st-health-score" aria-hidden="true">
            {'\u00a0'}
          </span>
        </div>
        <meter className="st-health-meter st-reserved" aria-hidden="true" />
      </div>
    );
  const band = healthBand(health.score);
  return (
    <div className={`st-health st-health-${band.toLowerCase()}`}>
      <div className="st-health-row">
        <span className="st-health-label">{t('st.health.title')}</span>
        <span className="st-health-score">{health.score}</span>
        <span className={`st-band st-band-${band.toLowerCase()}`}>{t(`st.band.${band}` as MessageKey)}</span>
      </div>
      <meter
        className="st-health-meter"
        min={0}
        max={100}
        low={HealthBand.poorMax + 1}
        high={HealthBand.normalMax + 1}
        optimum={100}
        value={health.score}
        aria-label={t('st.health.meter', { score: health.score, band: t(`st.band.${band}` as MessageKey) })}
      />
    </div>
  );
}
