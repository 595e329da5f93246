// Full diagnosis (/service-tool/full-diagnosis): what it checks, the start, the last result of this
// bike by stage with its health score, and the history kept on this device for 7 days.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { StatusBadge } from '../../components/charts/StatusBadge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { formatDateTime } from '../../lib/format/date.ts';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';
import { DIAGNOSIS_STAGES, historyOf, pageHref, useServiceTool } from '../../domain/service-tool/index.ts';
import { StageResults } from './components/StageResults.tsx';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';
import './full-diagnosis.css';

export function FullDiagnosisPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { workspace } = useServiceTool();
  const [history] = useState(() => historyOf(workspace?.vin ?? ''));
  const [shown, setShown] = useState(0);
  const entry = history[shown];

  return (
    <ScreenFrame
      title={t('screen.fullDiagnosis')}
      description={t('screen.fullDiagnosis.text')}
      actions={
        <Button onClick={() => void navigate(pageHref('fullDiagnosisProcess'))}>{t('st.fd.start')}</Button>
      }
    >
      <section className="card" aria-labelledby="fd-what-title">
        <h2 id="fd-what-title">{t('st.fd.what')}</h2>
        <ol className="fd-what">
          {DIAGNOSIS_STAGES.map((s) => (
            <li key={s}>
              <strong>{t(`st.fd.stage.${s}` as MessageKey)}</strong> —{' '}
              {t(`st.fd.stageText.${s}` as MessageKey)}
            </li>
          ))}
        </ol>
      </section>

      <section className="card" aria-labelledby="fd-result-title">
        <h2 id="fd-result-title">{t('st.fd.results')}</h2>
        {entry ? (
          <>
            <p className="fd-summary">
              {t('st.fd.performed', { date: formatDateTime(entry.lastPerformTimeStamp, locale) })}
              {entry.healthScore !== null && entry.healthBand ? (
                <>
                  {' · '}
                  {t('st.health.title')} <strong>{entry.healthScore}</strong>{' '}
                  <StatusBadge
                    tone={
                      entry.healthBand === 'Healthy' ? 'good' : entry.healthBand === 'Normal' ? 'warn' : 'bad'
                    }
                  >
                    {t(`st.band.${entry.healthBand}` as MessageKey)}
                  </StatusBadge>
                </>
              ) : null}
            </p>
            <StageResults stages={entry.stages} />
          </>
        ) : (
          <EmptyState icon="search" title={t('st.fd.noResult')} text={t('st.fd.noResultText')} />
        )}
      </section>

      <section className="card" aria-labelledby="fd-history-title">
        <h2 id="fd-history-title">{t('st.fd.history')}</h2>
        <p className="muted st-small">{t('st.fd.historyText')}</p>
        {history.length === 0 ? (
          <p className="muted">{t('st.fd.noHistory')}</p>
        ) : (
          <table className="ov-table">
            <caption className="visually-hidden">{t('st.fd.history')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('st.fd.when')}</th>
                <th scope="col">{t('st.health.title')}</th>
                <th scope="col">{t('st.fd.failed')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('st.fd.show')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((h, i) => (
                <tr key={h.lastPerformTimeStamp} aria-current={i === shown ? 'true' : undefined}>
                  <td>{formatDateTime(h.lastPerformTimeStamp, locale)}</td>
                  <td>
                    {h.healthScore !== null && h.healthBand
                      ? `${h.healthScore} · ${t(`st.band.${h.healthBand}` as MessageKey)}`
                      : '—'}
                  </td>
                  <td>{h.stages.filter((s) => s.status === 'fail').length}</td>
                  <td>
                    <Button size="s" variant="secondary" disabled={i === shown} onClick={() => setShown(i)}>
                      {t('st.fd.show')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </ScreenFrame>
  );
}
