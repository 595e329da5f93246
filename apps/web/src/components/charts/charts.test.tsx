import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/i18n.ts';
import { BarChart } from './BarChart.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { RingGauge, toneOfPercent } from './RingGauge.tsx';

afterEach(async () => {
  await setLanguage('en', { persist: false });
});

describe('charts', () => {
  it('draws a ring whose arc follows the value and names it for assistive technology', () => {
    const { container } = render(<RingGauge value={25} label="Charge" />);
    expect(screen.getByRole('img', { name: 'Charge: 25%' })).toBeTruthy();
    const arc = container.querySelector('.ring-value');
    const [drawn, total] = (arc?.getAttribute('stroke-dasharray') ?? '').split(' ').map(Number);
    expect(drawn! / total!).toBeCloseTo(0.25, 5);
  });

  it('clamps out-of-range values and picks a tone by thresholds', () => {
    render(<RingGauge value={140} label="Health" />);
    expect(screen.getByRole('img', { name: 'Health: 100%' })).toBeTruthy();
    expect(toneOfPercent(8, 40, 20)).toBe('bad');
    expect(toneOfPercent(30, 40, 20)).toBe('warn');
    expect(toneOfPercent(90)).toBe('good');
  });

  it('writes the percentage as the reader’s locale does (decision 2820)', async () => {
    await setLanguage('de', { persist: false });
    render(<RingGauge value={86} label="Ladung" />);
    expect(screen.getByRole('img', { name: 'Ladung: 86\u00a0%' })).toBeTruthy();
    render(<ProgressBar value={42.4} label="Schreiben" />);
    expect(document.querySelector('.progress-value')?.textContent).toBe('42\u00a0%');
  });

  it('scales bars to the largest value or a given maximum and lists label and value', () => {
    const { container } = render(
      <BarChart
        title="Usage"
        max={200}
        data={[
          { key: 'a', label: 'Level 1', value: 50, display: '50 km' },
          { key: 'b', label: 'Level 2', value: 300, display: '300 km' },
        ]}
      />,
    );
    const widths = [...container.querySelectorAll('.bar-fill')].map((r) => Number(r.getAttribute('width')));
    expect(widths).toEqual([25, 100]);
    expect(screen.getByText('Level 1')).toBeTruthy();
    expect(screen.getByText('300 km')).toBeTruthy();
  });

  it('shows progress as a labelled progressbar', () => {
    render(<ProgressBar value={42.4} label="Writing parameters" />);
    const bar = screen.getByRole('progressbar', { name: 'Writing parameters' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
  });
});
