// A percentage as a ring (battery charge, health): small inline SVG, no chart library (JS budget).
// The figure carries its own text, so the ring is decoration for sighted users and the number is
// what assistive technology reads. The percentage is written by the locale's Intl ("86%" in English,
// "86 %" in German; decision 2820).
import { localeFormat } from '@dealer/contracts';
import { useI18n } from '../../lib/i18n/i18n.ts';

export type GaugeTone = 'good' | 'warn' | 'bad' | 'neutral';

export function toneOfPercent(value: number, warnBelow = 50, badBelow = 20): GaugeTone {
  if (value < badBelow) return 'bad';
  if (value < warnBelow) return 'warn';
  return 'good';
}

export function RingGauge({
  value,
  label,
  caption,
  tone = toneOfPercent(value),
  size = 120,
}: {
  value: number;
  label: string;
  caption?: string;
  tone?: GaugeTone;
  size?: number;
}) {
  const { locale } = useI18n();
  const clamped = Math.max(0, Math.min(100, value));
  const percent = localeFormat(locale).quantity(Math.round(clamped), '%');
  const r = 42;
  const circumference = 2 * Math.PI * r;
  return (
    <figure className={`chart ring-gauge tone-${tone}`} style={{ width: size }}>
      <svg viewBox="0 0 100 100" width={size} height={size} role="img" aria-label={`${label}: ${percent}`}>
        <circle className="ring-track" cx="50" cy="50" r={r} fill="none" strokeWidth="10" />
        <circle
          className="ring-value"
          cx="50"
          cy="50"
          r={r}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${(clamped / 100) * circumference} ${circumference}`}
          transform="rotate(-90 50 50)"
        />
        <text
          x="50"
          y="50"
          textAnchor="middle"
          dominantBaseline="central"
          className="ring-text"
          aria-hidden="true"
        >
          {percent}
        </text>
      </svg>
      <figcaption>
        <span className="chart-label">{label}</span>
        {caption ? <span className="chart-caption">{caption}</span> : null}
      </figcaption>
    </figure>
  );
}
