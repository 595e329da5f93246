// Step 2 while the bridge's answers arrive. The adapter sentence holds its place from the first paint
// (arriving later, it moved Next under a technician's tap on a phone), and a Bluetooth search started
// before the bridge said which adapter it remembers keeps its answer (the picker was mounted anew when
// that answer came, and a search under way on a slow machine was lost). The bridge calls are mocked at
// the step's hooks; the bridge itself is tested in apps/bridge (routes/wireless.routes.test.ts).
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
// What the bridge has answered so far: connection types (undefined: not yet) and adapter names.
const bridge: { types: string[] | undefined; adapters: string[] | null | undefined } = {
  types: ['cable', 'ble'],
  adapters: [],
};
vi.mock('../api/bridge-connection-types.ts', () => ({
  useBridgeConnectionTypes: () => ({ types: bridge.types ?? ['cable'], known: bridge.types !== undefined }),
}));
vi.mock('../api/bridge-adapters.ts', () => ({ useAttachedAdapterNames: () => bridge.adapters }));
vi.mock('./BridgeStatusLine.tsx', () => ({ BridgeStatusLine: () => null }));
vi.mock('../../../domain/service-tool/index.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useServiceTool: () => ({ bridgeReachable: true }),
}));

const stepOf = async (value: 'cable' | 'ble') => {
  const { ConnectionTypeStep } = await import('./ConnectionTypeStep.tsx');
  return () => (
    <ConnectionTypeStep
      value={value}
      onChange={() => undefined}
      onBack={() => undefined}
      onNext={() => undefined}
    />
  );
};

describe('connection type step, Bluetooth', () => {
  it('keeps a search under way when the bridge says which adapter it remembers', async () => {
    const step = await stepOf('ble');
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

describe('connection type step while the bridge answers', () => {
  it("holds the adapter sentence's place from the first paint and fills it with the answer", async () => {
    Object.assign(bridge, { types: undefined, adapters: undefined });
    const step = await stepOf('cable');
    const view = render(step());
    const line = screen.getByText('Looking for USB-CAN adapters…');
    // Not yet answered: Bluetooth is described, not declared unavailable.
    expect(screen.getByText(/Wireless CAN adapter on the diagnosis port/)).toBeTruthy();
    expect(screen.queryByText(/Not available with this System Bridge/)).toBeNull();
    Object.assign(bridge, { types: ['cable'], adapters: [] });
    view.rerender(step());
    // The same element, now with the answer: nothing was inserted above Next.
    expect(line.textContent).toBe('No USB-CAN adapter found: plug one into this computer.');
    expect(screen.getByText(/Not available with this System Bridge/)).toBeTruthy();
    Object.assign(bridge, { adapters: ['CANable 2.0 (slcan)'] });
    view.rerender(step());
    expect(line.textContent).toBe('Adapter found: CANable 2.0 (slcan).');
  });

  it('says nothing about adapters where the bridge cannot tell', async () => {
    Object.assign(bridge, { types: ['cable'], adapters: null });
    render((await stepOf('cable'))());
    expect(screen.getByText(/Service connector on the diagnosis port/)).toBeTruthy();
    expect(screen.queryByText(/adapter found|Looking for USB-CAN/i)).toBeNull();
  });
});
