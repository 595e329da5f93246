// The live-data screen's attach controls (decision 1776): nothing to attach before a recording is
// finished; the recording goes to the workspace's service report (a new draft when it has none) and
// to a claim of the bike the dealer may still change; without one the screen offers a new claim.
// A recording is bounded to two minutes / 480 samples. The real API: live-recording.test.ts (api).
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealerPermissions, RECORDING_MAX_SAMPLES, type LiveRecording } from '@dealer/contracts';
import { initialSession, sessionStore } from '../../lib/session/session-store.ts';
import { alertStore } from '../../lib/stores/shell-stores.ts';
import { recordingFull, toRecording, type LiveSample } from '../../lib/live-recording/recording.ts';
import { RecordingAttach } from './components/RecordingAttach.tsx';

const WS = { id: 5, vin: 'WDEMO0000000000001' };
const sample = (at: number, speed = 12.345): LiveSample => ({
  at,
  values: {
    speed_kmh: speed,
    cadence_rpm: 60,
    torque_nm: 20,
    motor_current_a: 5,
    battery_voltage_v: 38.5,
    battery_current_a: 6,
    motor_temperature_c: 30,
    controller_temperature_c: 31,
  },
});
const RECORDING = toRecording([sample(1_000), sample(1_250, 14)])!;
const claim = (id: number, status: string) => ({ id, status, component: { part_type: 'controller' } });

afterEach(() => {
  sessionStore.set(initialSession);
  vi.unstubAllGlobals();
});

/** Answers the calls the controls make and keeps each request (method, path, body). */
function api(claims: object[], reports: object[] = []) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const json = (result: unknown) =>
    new Response(JSON.stringify({ result }), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const url = new URL(req.url);
      const body = req.method === 'GET' ? null : await req.json();
      calls.push({ method: req.method, path: url.pathname, body });
      if (url.pathname === '/api/claim') return json({ items: claims, page: 1, page_size: 100, total: 2 });
      if (url.pathname === '/api/service_report/workspace/5') return json({ workspace_id: 5, reports });
      if (url.pathname === '/api/service_report/') return json({ id: 21, title: 'Service report' });
      return json({ id: Number(url.pathname.split('/').at(-1)) });
    }),
  );
  return calls;
}

function renderAttach(recording: LiveRecording | null) {
  sessionStore.set({
    ...initialSession,
    loggedIn: true,
    permission: Object.fromEntries(DealerPermissions.map((k) => [k, true])),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <RecordingAttach workspace={WS} recording={recording} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('recording attach controls', () => {
  it('offer nothing to attach before a recording is finished', async () => {
    api([claim(12, 'draft')]);
    renderAttach(null);
    expect(screen.getByText(/Record first/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Attach to service report' }).disabled).toBe(
      true,
    );
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Attach to claim' })).disabled).toBe(
      true,
    );
  });

  it("attach to the workspace's service report as a new draft, then link to it", async () => {
    const calls = api([]);
    renderAttach(RECORDING);
    fireEvent.click(screen.getByRole('button', { name: 'Attach to service report' }));
    const open = await screen.findByRole('link', { name: 'Open the service report' });
    expect(open.getAttribute('href')).toBe('/service-report?workspaceId=5&reportId=21');
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/service_report/',
      body: { workspace_id: 5, recording: RECORDING },
    });
  });

  it('ask before a published report gets a new draft, and name the draft apart (decision 2846)', async () => {
    const calls = api([], [{ id: 20, status: 'published', title: 'Spring check' }]);
    renderAttach(RECORDING);
    fireEvent.click(screen.getByRole('button', { name: 'Attach to service report' }));
    await vi.waitFor(() => expect(alertStore.get().open).toBe(true));
    const alert = alertStore.get();
    expect(alert.title).toBe('The service report “Spring check” is already published');
    expect(alert.subtitle).toContain('“Spring check (live data)”');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    alert.onConfirm!();
    await screen.findByRole('link', { name: 'Open the service report' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      workspace_id: 5,
      recording: RECORDING,
      title: 'Spring check (live data)',
    });
    alertStore.reset();
  });

  it('attach to an editable claim of the bike only', async () => {
    const calls = api([claim(13, 'submitted'), claim(12, 'draft')]);
    renderAttach(RECORDING);
    const select = await screen.findByLabelText<HTMLSelectElement>('Claim');
    expect([...select.options].map((o) => o.value)).toEqual(['12']);
    fireEvent.click(screen.getByRole('button', { name: 'Attach to claim' }));
    await screen.findByText('Attached to claim 12.');
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/claim/12',
      body: { recording: RECORDING },
    });
  });

  it('say so when the bike has no editable claim and offer a new one', async () => {
    api([claim(13, 'approved')]);
    renderAttach(RECORDING);
    await screen.findByText('This bike has no claim in draft or sent back for revision.');
    expect(screen.queryByRole('button', { name: 'Attach to claim' })).toBeNull();
    expect(screen.getByRole('link', { name: 'File a new claim' }).getAttribute('href')).toBe(
      `/claim/new?vin=${WS.vin}&workspace=5`,
    );
  });
});

describe('a recording', () => {
  it('keeps [ms since start, value] per signal, rounded to hundredths', () => {
    const speed = RECORDING.channels.find((c) => c.name === 'speed_kmh')!;
    expect(RECORDING.started_at).toBe(new Date(1_000).toISOString());
    expect(speed).toEqual({
      name: 'speed_kmh',
      unit: 'km/h',
      samples: [
        [0, 12.35],
        [250, 14],
      ],
    });
    expect(RECORDING.channels).toHaveLength(8);
  });

  it('is full at 480 samples or two minutes', () => {
    const quarter = (n: number) => Array.from({ length: n }, (_, i) => sample(i * 250));
    expect(recordingFull(quarter(RECORDING_MAX_SAMPLES - 1))).toBe(false);
    expect(recordingFull(quarter(RECORDING_MAX_SAMPLES))).toBe(true);
    expect(recordingFull([sample(0), sample(120_000)])).toBe(true);
    expect(toRecording([sample(0), sample(60_000), sample(121_000)])!.channels[0]!.samples).toHaveLength(2);
  });
});
