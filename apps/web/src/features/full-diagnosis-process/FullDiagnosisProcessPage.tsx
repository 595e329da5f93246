// Full diagnosis process (/service-tool/full-diagnosis-process): runs the stages one after the other
// with the overall progress and each stage's status, stores the result on the device (history under
// fullDiagnosisInfoList, lastPerformTimeStamp), keeps it on the server for the bike's record and
// leads to the results by stage.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ProgressBar } from '../../components/charts/ProgressBar.tsx';
import { StatusBadge } from '../../components/charts/StatusBadge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';
import {
  addToHistory,
  DIAGNOSIS_STAGES,
  type StageResult,
  pageHref,
  reactToServiceToolError,
  requireWorkspace,
  serviceToolSnapshot,
} from '../../domain/service-tool/index.ts';
import { notify } from '../../lib/stores/shell-stores.ts';
import { postDiagnosis } from './api/post-diagnosis.ts';
import { STAGE_RUNNERS } from './run-diagnosis.ts';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';
import './full-diagnosis-process.css';

type RunState =
  | { state: 'running'; index: number; results: StageResult[] }
  | { state: 'done'; results: StageResult[] }
  | { state: 'stopped'; results: StageResult[] };

const TONE = { pass: 'good', fail: 'bad', skip: 'neutral' } as const;

export function FullDiagnosisProcessPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [run, setRun] = useState<RunState>({ state: 'running', index: 0, results: [] });
  const started = useRef(false);

  useEffect(() => {
    // One run per visit (React's development double effect must not start a second one).
    if (started.current) return;
    started.current = true;
    void (async () => {
      const ws = requireWorkspace();
      const results: StageResult[] = [];
      try {
        for (const [index, stage] of DIAGNOSIS_STAGES.entries()) {
          setRun({ state: 'running', index, results: [...results] });
          results.push(await STAGE_RUNNERS[stage](ws));
        }
        const { health } = serviceToolSnapshot();
        const entry = {
          vin: ws.vin,
          workspaceId: ws.id,
          lastPerformTimeStamp: Date.now(),
          healthScore: health?.score ?? null,
          healthBand: health?.band ?? null,
          stages: results,
        };
        addToHistory(entry);
        setRun({ state: 'done', results });
        // The bike's record on the server; the device copy above already holds the result.
        postDiagnosis(entry).catch(() => notify('error', t('st.fd.notKept')));
      } catch (e) {
        setRun({ state: 'stopped', results });
        reactToServiceToolError(e, { action: t('screen.fullDiagnosis') });
      }
    })();
  }, [t]);

  const done = run.results.length;
  const value =
    run.state === 'done'
      ? 100
      : ((done + (run.state === 'running' ? 0.5 : 0)) / DIAGNOSIS_STAGES.length) * 100;
  const current = run.state === 'running' ? DIAGNOSIS_STAGES[run.index] : undefined;
  return (
    <ScreenFrame title={t('screen.fullDiagnosisProcess')} description={t('screen.fullDiagnosisProcess.text')}>
      <section className="card fd-run" aria-labelledby="fd-run-title" aria-busy={run.state === 'running'}>
        <h2 id="fd-run-title">
          {t(
            run.state === 'done'
              ? 'st.fd.finished'
              : run.state === 'stopped'
                ? 'st.fd.stopped'
                : 'st.fd.running',
          )}
        </h2>
        <ProgressBar
          value={value}
          label={current ? t(`st.fd.stage.${current}` as MessageKey) : t('st.fd.allStages')}
          detail={t('st.fd.stageOf', { done, total: DIAGNOSIS_STAGES.length })}
        />
        <ol className="st-list st-steps">
          {DIAGNOSIS_STAGES.map((stage, i) => {
            const result = run.results[i];
            return (
              <li key={stage} aria-current={stage === current ? 'step' : undefined}>
                <span className="st-step-icon" aria-hidden="true">
                  {stage === current ? <Spinner size={16} /> : null}
                </span>
                <span className="fd-stage-name">{t(`st.fd.stage.${stage}` as MessageKey)}</span>
                {result ? (
                  <StatusBadge tone={TONE[result.status]}>
                    {t(`st.fd.status.${result.status}` as MessageKey)}
                  </StatusBadge>
                ) : stage === current ? (
                  <span className="muted">{t('st.fd.checking')}</span>
                ) : null}
              </li>
            );
          })}
        </ol>
        <div className="form-actions">
          {run.state === 'running' ? null : (
            <Button onClick={() => void navigate(pageHref('fullDiagnosis'))}>
              {t(run.state === 'done' ? 'st.fd.seeResults' : 'st.fd.back')}
            </Button>
          )}
        </div>
      </section>
    </ScreenFrame>
  );
}
