// A determinate progress bar for operations longer than a second (parameter writes, detection); the
// percentage as the locale's Intl writes it (decision 2820).
import { localeFormat } from '@dealer/contracts';
import { useI18n } from '../../lib/i18n/i18n.ts';

export function ProgressBar({
  value,
  label,
  detail,
}: {
  value: number;
  label: string;
  detail?: string | undefined;
}) {
  const { locale } = useI18n();
  const v = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="progress">
      <div className="progress-head">
        <span id={`progress-${label.replace(/\W+/g, '-')}`}>{label}</span>
        <span className="progress-value">{localeFormat(locale).quantity(v, '%')}</span>
      </div>
      <div
        className="progress-track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={v}
        aria-labelledby={`progress-${label.replace(/\W+/g, '-')}`}
      >
        <div className="progress-fill" style={{ width: `${v}%` }} />
      </div>
      {detail ? <p className="muted progress-detail">{detail}</p> : null}
    </div>
  );
}
