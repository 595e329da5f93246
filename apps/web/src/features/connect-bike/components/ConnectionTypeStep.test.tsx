// The Bluetooth choice of step 2 while the bridge's answers arrive: a search started before the
// bridge said which adapter it remembers keeps its answer (the picker was mounted anew when that
// answer came, and a search under way on a slow machine was lost). The bridge calls are mocked at the
// step's hooks; the bridge itself is tested in apps/bridge (routes/wireless.routes.test.ts).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScanResult, WirelessState } from '../api/bridge-wireless.ts';

let answerScan: (r: ScanResult) => void = () => undefined;
const wireless: { state: WirelessState | undefined } = { state: undefined };

vi.mock('../api/bridge-wireless.ts', () => ({
  useWirelessAdapter: () => ({
    state: wireless.state,
    scan: () => new Promise<ScanResult>((resolve) => (answerScan = resolve)),
    choose: async () => undefined,
  }),
}));
vi.mock('../api/bridge-connection-types.ts', () => ({
  useBridgeConnectionTypes: () => ({ types: ['cable', 'ble'], known: true }),
}));
vi.mock('../api/bridge-adapters.ts', () => ({ useAttachedAdapterNames: () => [] }));
vi.mock('./BridgeStatusLine.tsx', () => ({ BridgeStatusLine: () => null }));
vi.mock('../../../domain/service-tool/index.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useServiceTool: () => ({ bridgeReachable: true }),
}));

describe('connection type step, Bluetooth', () => {
  it('keeps a search under way when the bridge says which adapter it remembers', async () => {
    const { ConnectionTypeStep } = await import('./ConnectionTypeStep.tsx');
    const step = () => (
      <ConnectionTypeStep
        value="ble"
        onChange={() => undefined}
        onBack={() => undefined}
        onNext={() => undefined}
      />
    );
    const view = render(step());
    fireEvent.click(screen.getByRole('button', { name: 'Search for Bluetooth adapters' }));
    wireless.state = { chosen: null, wifi_addresses: ['192.168.80.1:3333'] };
    view.rerender(step());
    expect(screen.getByRole('button', { name: /Searching/ })).toBeTruthy();
    await act(async () => answerScan({ adapters: [], wifi_adapters: [], bluetooth: false }));
    expect(screen.getByText(/This computer has no Bluetooth/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Wi-Fi adapter address (host:port)').value).toBe(
      '192.168.80.1:3333',
    );
  });
});
