// Step 4: the stages of connecting (workspace, bridge connection, reading, identification, tasks)
// with a progress bar and the live bridge status.
import { ProgressBar } from '../../../components/charts/ProgressBar.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import { CONNECT_STAGES, type ConnectStage } from '../connect-procedure.ts';
import { BridgeStatusLine } from './BridgeStatusLine.tsx';
import { StepHeader } from './StepHeader.tsx';

export function ConnectingStep({ stage }: { stage: ConnectStage }) {
  const { t } = useI18n();
  const index = CONNECT_STAGES.indexOf(stage);
  return (
    <div className="card cb-step" aria-busy="true">
      <StepHeader step="connecting" title={t('st.connect.connecting.title')} />
      <ProgressBar
        value={(index / CONNECT_STAGES.length) * 100 + 100 / CONNECT_STAGES.length / 2}
        label={t(`st.connect.stage.${stage}` as MessageKey)}
      />
      <ol className="st-list st-steps">
        {CONNECT_STAGES.map((s, i) => (
          <li
            key={s}
            className={i < index ? 'cb-stage-done' : i === index ? 'cb-stage-current' : 'cb-stage-todo'}
            aria-current={i === index ? 'step' : undefined}
          >
            <span className="st-step-icon" aria-hidden="true">
              {i < index ? (
                <Icon name="success" size={18} />
              ) : i === index ? (
                <Spinner size={16} />
              ) : (
                <span className="cb-dot" />
              )}
            </span>
            {t(`st.connect.stage.${s}` as MessageKey)}
          </li>
        ))}
      </ol>
      <BridgeStatusLine />
    </div>
  );
}
