// A moving line chart of one live signal: the last samples left to right, scaled to the larger of
// the signal's own span and a fixed floor so a still signal draws flat instead of magnifying noise.
// The figure names the current value in words; the drawing is decoration for screen readers.
import { localeFormat } from '@dealer/contracts';
import { useI18n } from '../../lib/i18n/i18n.ts';

export interface LineChartProps {
  title: string;
  /** The current value with its unit, as shown and read out. */
  display: string;
  values: readonly number[];
  /** The y range always shown (the chart widens when values leave it). */
  floor: { min: number; max: number };
  /** An expected band drawn behind the line (live sensor check). */
  band?: { min: number; max: number };
  testId?: string;
}

const W = 300;
const H = 90;

export function LineChart({ title, display, values, floor, band, testId }: LineChartProps) {
  const { locale } = useI18n();
  // The scale in the reader's digits ("0,5 – 2,3" in German), decision 2820.
  const formatScale = (v: number) => localeFormat(locale).number(v, Math.abs(v) >= 10 ? 0 : 1);
  const min = Math.min(floor.min, ...values);
  const max = Math.max(floor.max, ...values);
  const span = max - min || 1;
  const y = (v: number) => H - ((v - min) / span) * H;
  const step = values.length > 1 ? W / (values.length - 1) : W;
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <figure className="chart line-chart" data-testid={testId}>
      <figcaption className="line-chart-head">
        <span className="chart-label">{title}</span>
        <output className="line-chart-value">{display}</output>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {band ? (
          <rect
            className="line-chart-band"
            x="0"
            width={W}
            y={y(Math.min(max, band.max))}
            height={Math.max(0, y(Math.max(min, band.min)) - y(Math.min(max, band.max)))}
          />
        ) : null}
        {values.length > 1 ? <polyline className="line-chart-line" points={points} /> : null}
      </svg>
      <span className="chart-caption line-chart-scale">
        {formatScale(min)} – {formatScale(max)}
      </span>
    </figure>
  );
}
