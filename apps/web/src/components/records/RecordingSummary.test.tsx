// The attached recording's summary offers "Remove recording" only where the page allows it (a draft
// service report); elsewhere — a published report, a claim under review — it is read-only.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveRecording } from '@dealer/contracts';
import { RecordingSummary } from './RecordingSummary.tsx';

const RECORDING: LiveRecording = {
  started_at: '2026-11-25T14:33:00.000Z',
  channels: [
    {
      name: 'speed_kmh',
      unit: 'km/h',
      samples: [
        [0, 20],
        [250, 24],
        [500, 22],
      ],
    },
    {
      name: 'cadence_rpm',
      unit: 'rpm',
      samples: [
        [0, 60],
        [250, 70],
        [500, 80],
      ],
    },
  ],
};

describe('recording summary', () => {
  it('shows lowest, average and highest per signal, read-only without onRemove', () => {
    render(<RecordingSummary recording={RECORDING} />);
    expect(screen.getByTestId('recording-speed_kmh').textContent).toContain('20 km/h');
    // The unit joins its number with a no-break space (the shared formatter), so it never wraps alone.
    expect(screen.getByTestId('recording-cadence_rpm').textContent).toContain('80\u00a0rpm');
    expect(screen.queryByRole('button', { name: 'Remove recording' })).toBeNull();
  });

  it('offers removal where the page allows it, and disables it while removing', () => {
    const onRemove = vi.fn();
    const { rerender } = render(<RecordingSummary recording={RECORDING} onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove recording' }));
    expect(onRemove).toHaveBeenCalledOnce();
    rerender(<RecordingSummary recording={RECORDING} onRemove={onRemove} removing />);
    expect(screen.getByRole('button', { name: 'Remove recording' }).hasAttribute('disabled')).toBe(true);
  });
});
