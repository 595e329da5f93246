// The results of one full diagnosis by stage: each stage with its status and its findings; the fault
// codes of the error-code stage each with its explanation and article.
import { StatusBadge } from '../../../components/charts/StatusBadge.tsx';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import { type StageResult, findingVars } from '../../../domain/service-tool/index.ts';
import { codesOf, ErrorCodeArticles } from '../../../lib/help/ErrorCodeArticles.tsx';

const TONE = { pass: 'good', fail: 'bad', skip: 'neutral' } as const;

export function StageResults({ stages }: { stages: StageResult[] }) {
  const { t, locale } = useI18n();
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
                {t(finding.key as MessageKey, findingVars(finding.vars, t, locale))}
              </li>
            ))}
          </ul>
          {s.stage === 'errorCodes' ? (
            <ErrorCodeArticles
              codes={s.findings.flatMap((f) => codesOf(f.vars))}
              label={t('st.fd.codeArticles')}
            />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
