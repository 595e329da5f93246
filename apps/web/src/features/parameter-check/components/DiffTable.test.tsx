// The parameter diff scrolls sideways in its frame on a phone; the frame takes keyboard focus and has
// a name (axe scrollable-region-focusable).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DiffTable } from './DiffTable.tsx';

describe('parameter diff table', () => {
  it('scrolls in a focusable frame named after the table', () => {
    const rows = [{ index: 0, name: 'byte_00', expected: 1, actual: 2, differs: true }];
    render(<DiffTable rows={rows} onlyDifferences={false} />);
    const frame = screen.getByRole('group', { name: 'Parameters' });
    expect(frame.tabIndex).toBe(0);
    expect(frame.querySelector('[data-testid="parameter-diff"]')).not.toBeNull();
  });
});
