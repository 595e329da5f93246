// The running update: the progress bar fed by the bridge's progress stream and the stage list
// (pre-flight, erasing, transferring, verifying, rebooting), and over a wireless link the time predicted.
import { ProgressBar } from '../../../components/charts/ProgressBar.tsx';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import type { BridgeProgressEvent } from '@dealer/contracts';

const STAGES = ['preflight', 'erasing', 'transferring', 'verifying', 'rebooting', 'done'] as const;

export function UpdateProgress({ title, event }: { title: string; event: BridgeProgressEvent | null }) {
  const { t } = useI18n();
  const stage = event?.stage ?? 'preflight';
  const index = STAGES.indexOf(stage as (typeof STAGES)[number]);
  const bytes = event?.total_bytes
    ? t('st.fw.bytes', {
        done: Math.round((event.transferred_bytes ?? 0) / 1024),
        total: Math.round(event.total_bytes / 1024),
      })
    : undefined;
  // Over Wi-Fi or Bluetooth the bridge measured the link and predicted the transfer (decision 2903).
  const predicted =
    event?.predicted_ms === undefined
      ? undefined
      : t('st.fw.predicted', { minutes: Math.max(1, Math.ceil(event.predicted_ms / 60_000)) });
  return (
    <div className="fw-progress" aria-live="polite">
      <ProgressBar
        value={event?.progress ?? 0}
        label={t('st.fw.updating', { component: title })}
        detail={[t(`st.fw.stage.${stage}` as MessageKey), bytes, predicted].filter(Boolean).join(' · ')}
      />
      <ol className="fw-stages">
        {STAGES.slice(0, -1).map((s, i) => (
          <li
            key={s}
            className={
              index > i || stage === 'done' ? 'fw-stage-done' : index === i ? 'fw-stage-current' : ''
            }
            aria-current={index === i ? 'step' : undefined}
          >
            {t(`st.fw.stage.${s}` as MessageKey)}
          </li>
        ))}
      </ol>
    </div>
  );
}
