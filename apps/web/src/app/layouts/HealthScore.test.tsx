// The side column's health score: not known yet, it says so and keeps the known score's rows unseen
// (the score arriving after a reload must not move the navigation below it); known, the score, its
// band and a meter named with both.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HealthScore } from './HealthScore.tsx';

const rowsOf = (el: HTMLElement) => [...el.querySelectorAll('.st-health-row, meter')].map((e) => e.tagName);

describe('side column health score', () => {
  it('not known yet: says so, with the same rows as a known score and the meter out of reach', () => {
    const unknown = render(<HealthScore health={null} />).container;
    expect(screen.getByText('Health score not known yet.')).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(unknown.querySelector('meter')?.classList.contains('st-reserved')).toBe(true);
    const known = render(<HealthScore health={{ score: 72, band: 'Normal' }} />).container;
    expect(rowsOf(unknown)).toEqual(rowsOf(known));
  });

  it('known: the score and a meter named with its band', () => {
    render(<HealthScore health={{ score: 86, band: 'Healthy' }} />);
    expect(screen.getByText('86')).toBeTruthy();
    expect(screen.getByRole('meter').getAttribute('aria-label')).toMatch(/86.*Healthy/);
  });
});
