// Horizontal bars with a label and a formatted value per row (assist-level usage, riding figures,
// parameter bytes). Rows are a list, so screen readers get label + value without the drawing.
export interface BarDatum {
  key: string;
  label: string;
  value: number;
  /** Text shown at the end of the bar (units, formatting). */
  display: string;
  tone?: 'primary' | 'warn' | 'bad' | 'muted';
}

export function BarChart({ title, data, max }: { title: string; data: BarDatum[]; max?: number }) {
  const top = max ?? Math.max(1, ...data.map((d) => d.value));
  return (
    <figure className="chart bar-chart">
      <figcaption className="chart-label">{title}</figcaption>
      <ul className="bar-rows">
        {data.map((d) => {
          const pct = top > 0 ? Math.max(0, Math.min(100, (d.value / top) * 100)) : 0;
          return (
            <li key={d.key} className="bar-row">
              <span className="bar-label">{d.label}</span>
              <svg
                className={`bar-track tone-${d.tone ?? 'primary'}`}
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                aria-hidden="true"
                focusable="false"
              >
                <rect className="bar-bg" x="0" y="0" width="100" height="10" rx="2" />
                <rect className="bar-fill" x="0" y="0" width={pct} height="10" rx="2" />
              </svg>
              <span className="bar-value">{d.display}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
