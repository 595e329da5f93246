// Whether live values are arriving: live, waiting for the bridge, or paused with the reason.
import { StatusBadge } from '../../components/charts/StatusBadge.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import type { LiveState } from './use-live-data.ts';

export function LiveStateBadge({ state }: { state: LiveState }) {
  const { t } = useI18n();
  return (
    <span role="status" data-testid="live-state">
      <StatusBadge tone={state.kind === 'live' ? 'good' : state.kind === 'paused' ? 'warn' : 'neutral'}>
        {t(`live.state.${state.kind}`)}
      </StatusBadge>
    </span>
  );
}
