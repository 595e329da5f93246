// A drive system that does not report a signal (a Bafang drive's torque, decision 1123): the screen
// shows "not reported" instead of a chart, and a recording and its CSV keep only the reported signals.
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { LiveValues } from '@dealer/contracts';
import { toRecording, type LiveSample } from '../../lib/live-recording/recording.ts';
import { recordingCsv } from './recording.ts';

const BAFANG: LiveValues = {
  speed_kmh: 21.5,
  cadence_rpm: 70,
  motor_current_a: 6.2,
  battery_voltage_v: 41.1,
  battery_current_a: 6.5,
  motor_temperature_c: 30,
  controller_temperature_c: 31,
};
const SAMPLES: LiveSample[] = [
  { at: 1_000, values: BAFANG },
  { at: 1_250, values: { ...BAFANG, speed_kmh: 22 } },
];

// The screen reaches the service tool through its index (the module another test file of this worker
// may have loaded already, isolate: false): mocking the index, not the file behind it, always applies.
vi.mock('../../domain/service-tool/index.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useLiveData: () => ({ samples: SAMPLES, state: { kind: 'live' } }),
  useServiceTool: () => ({ workspace: { id: 5, vin: 'WDEMO0000000000001' } }),
}));

describe('live data with a signal the drive system does not report', () => {
  it('shows torque as not reported and charts the reported signals', async () => {
    const { LiveDataPage } = await import('./LiveDataPage.tsx');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <LiveDataPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const torque = screen.getByTestId('live-torque_nm-not-reported');
    expect(torque.textContent).toContain('Not reported by this drive system');
    expect(screen.queryByTestId('live-torque_nm')).toBeNull();
    expect(screen.getByTestId('live-speed_kmh').textContent).toContain('22.0 km/h');
    expect(screen.getAllByText('Not reported by this drive system')).toHaveLength(1);
  });

  it('records and exports only the reported signals', () => {
    const recording = toRecording(SAMPLES)!;
    expect(recording.channels.map((c) => c.name)).not.toContain('torque_nm');
    expect(recording.channels).toHaveLength(7);
    expect(recording.channels[0]).toMatchObject({
      name: 'speed_kmh',
      samples: [
        [0, 21.5],
        [250, 22],
      ],
    });
    const [head, first] = recordingCsv(SAMPLES).split('\n');
    expect(head).not.toContain('torque_nm');
    expect(first!.split(',')).toHaveLength(8);
  });
});
