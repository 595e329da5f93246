// "Step 2 of 5 · Connection" above each step of the connect-bike flow.
import { useI18n } from '../../../lib/i18n/i18n.ts';

export const FLOW_STEPS = ['notice', 'method', 'identify', 'workspace', 'connecting'] as const;
export type FlowStepName = (typeof FLOW_STEPS)[number];

export function StepHeader({ step, title }: { step: FlowStepName; title: string }) {
  const { t } = useI18n();
  const index = FLOW_STEPS.indexOf(step) + 1;
  return (
    <div className="cb-step-header">
      <p className="cb-step-count muted">
        {t('st.connect.stepOf', { step: index, total: FLOW_STEPS.length })}
      </p>
      <h2 className="cb-step-title">{title}</h2>
    </div>
  );
}
