// The error codes table scrolls sideways in its frame on a phone; the frame takes keyboard focus and
// has a name (axe scrollable-region-focusable).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorCodeList } from './ErrorCodeList.tsx';

describe('error code list', () => {
  it('scrolls in a focusable frame named after the table', () => {
    render(
      <MemoryRouter>
        <ErrorCodeList
          rows={[{ code: 'E0012', part_type: 'drive_unit', status: 'current' }]}
          articles={{ e0012: { id: 7, title: 'Drive unit overheats' } }}
          dangerParts={new Set()}
        />
      </MemoryRouter>,
    );
    const frame = screen.getByRole('group', { name: 'Error codes' });
    expect(frame.tabIndex).toBe(0);
    expect(frame.classList.contains('table-scroll')).toBe(true);
    expect(frame.querySelector('table')).not.toBeNull();
  });
});
