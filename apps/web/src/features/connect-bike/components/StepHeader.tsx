// "Step 2 of 4 · Connection" above each step of the connect-bike flow. Choosing the workspace is part
// of step 3 (which bike, which visit): it shows only when there is an earlier workspace, so counting
// it on its own made the flow jump from "3 of 5" to "5 of 5" (issue 28 point 14).
import { useI18n } from '../../../lib/i18n/i18n.ts';

type FlowStepName = 'notice' | 'method' | 'identify' | 'workspace' | 'connecting';

const STEP_NUMBER: Record<FlowStepName, number> = {
  notice: 1,
  method: 2,
  identify: 3,
  workspace: 3,
  connecting: 4,
};
const STEP_COUNT = Math.max(...Object.values(STEP_NUMBER));

export function StepHeader({ step, title }: { step: FlowStepName; title: string }) {
  const { t } = useI18n();
  return (
    <div className="cb-step-header">
      <p className="cb-step-count muted">
        {t('st.connect.stepOf', { step: STEP_NUMBER[step], total: STEP_COUNT })}
      </p>
      <h2 className="cb-step-title">{title}</h2>
    </div>
  );
}
