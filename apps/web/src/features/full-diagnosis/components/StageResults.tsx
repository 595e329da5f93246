// The results of one full diagnosis by stage: each stage with its status and its findings.
import { StatusBadge } from '../../../components/charts/StatusBadge.tsx';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import type { StageResult } from '../../../lib/service-tool/full-diagnosis-history.ts';
import { findingVars } from '../../../lib/service-tool/unavailable-reason.ts';

const TONE = { pass: 'good', fail: 'bad', skip: 'neutral' } as const;

export function StageResults({ stages }: { stages: StageResult[] }) {
  const { t } = useI18n();
  return (
    <ol className="fd-results">
      {stages.map((s) => (
        <li key={s.stage} className={`fd-result fd-result-${s.status}`}>
          <h3>
            {t(`st.fd.stage.${s.stage}` as MessageKey)}{' '}
            <StatusBadge tone={TONE[s.status]}>{t(`st.fd.status.${s.status}` as MessageKey)}</StatusBadge>
          </h3>
          <ul>
            {s.findings.map((finding, i) => (
              <li key={i} className={`fd-finding fd-finding-${finding.status}`}>
                {t(finding.key as MessageKey, findingVars(finding.vars, t))}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
