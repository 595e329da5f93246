// The Bluetooth step's adapter choice (decision 2902): the adapters a scan found, by name and signal
// strength, chosen with one click; a Wi-Fi adapter by address; and what to do when the scan finds
// none or the computer has no Bluetooth (the bridge's 300019); Wi-Fi adapters announced by mDNS
// (decision 2904). The bridge calls themselves are tested
// in apps/bridge (routes/wireless.routes.test.ts); here the step gets their answers as values.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BridgeError } from '../../../lib/bridge/bridge-error.ts';
import type { ScanResult, WirelessChoice } from '../api/bridge-wireless.ts';
import { WirelessAdapterPicker } from './WirelessAdapterPicker.tsx';

type Request = { link: 'ble' | 'tcp'; address: string; name?: string };

const ble = (adapters: ScanResult['adapters']): ScanResult => ({
  adapters,
  wifi_adapters: [],
  bluetooth: true,
});

function picker(scanAnswer: () => Promise<ScanResult>, chosen: WirelessChoice | null = null) {
  const chosenRequests: Request[] = [];
  const view = render(
    <WirelessAdapterPicker
      chosen={chosen}
      wifiAddress=""
      scan={scanAnswer}
      choose={async (c) => void chosenRequests.push(c)}
    />,
  );
  return { chosenRequests, view };
}

describe('wireless adapter picker', () => {
  it('lists the adapters found by name and signal strength and chooses the one clicked', async () => {
    const { chosenRequests } = picker(async () =>
      ble([
        { id: 'a4cf12345678', name: 'WiC_a4cf12345678', rssi: -58 },
        { id: 'c0ffee000001', name: 'CAN-BLE', rssi: -86 },
      ]),
    );
    expect(screen.getByRole('status').textContent).toContain('No wireless adapter chosen yet');
    fireEvent.click(screen.getByRole('button', { name: 'Search for Bluetooth adapters' }));
    const near = await screen.findByRole('radio', { name: /WiC_a4cf12345678/ });
    expect(near.closest('label')?.textContent).toContain('Signal strong (-58 dBm)');
    expect(screen.getByRole('radio', { name: /CAN-BLE/ }).closest('label')?.textContent).toContain(
      'Signal weak (-86 dBm)',
    );
    fireEvent.click(near);
    expect(chosenRequests).toEqual([{ link: 'ble', address: 'a4cf12345678', name: 'WiC_a4cf12345678' }]);
  });

  it('names the adapter chosen last', () => {
    picker(async () => ble([]), { link: 'tcp', address: '192.168.80.1:3333', name: '192.168.80.1:3333' });
    expect(screen.getByRole('status').textContent).toBe('Adapter: 192.168.80.1:3333');
  });

  it('says what to do when no adapter answers the scan', async () => {
    picker(async () => ble([]));
    fireEvent.click(screen.getByRole('button', { name: 'Search for Bluetooth adapters' }));
    await screen.findByText(/No Bluetooth adapter found\. Plug the adapter into the diagnosis port/);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says what to do on a computer without Bluetooth (300019)', async () => {
    picker(async () => {
      throw new BridgeError(503, 300019, 'No Bluetooth on this computer: no Bluetooth LE adapter');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search for Bluetooth adapters' }));
    await screen.findByText(
      /This computer has no Bluetooth.*enter a Wi-Fi adapter's address, or connect with the cable/,
    );
  });

  it('takes a Wi-Fi adapter by host:port and refuses anything else', () => {
    const { chosenRequests } = picker(async () => ble([]));
    const field = screen.getByLabelText('Wi-Fi adapter address (host:port)');
    fireEvent.change(field, { target: { value: 'wican' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(screen.getByText(/Enter the address as host:port/)).toBeTruthy();
    expect(chosenRequests).toEqual([]);
    fireEvent.change(field, { target: { value: '192.168.80.1:3333' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(chosenRequests).toEqual([{ link: 'tcp', address: '192.168.80.1:3333' }]);
    expect(screen.queryByText(/Enter the address as host:port/)).toBeNull();
  });

  it('lists a Wi-Fi adapter that announced itself, chosen by its address, with no Bluetooth here', async () => {
    const { chosenRequests } = picker(async () => ({
      adapters: [],
      wifi_adapters: [{ name: 'wican_a4cf12345678', address: '192.168.1.40:3333' }],
      bluetooth: false,
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Search for Bluetooth adapters' }));
    const wifi = await screen.findByRole('radio', { name: /wican_a4cf12345678/ });
    expect(wifi.closest('label')?.textContent).toContain('Wi-Fi, announced at 192.168.1.40:3333');
    expect(screen.getByText(/This computer has no Bluetooth/)).toBeTruthy();
    expect(screen.queryByText(/No Bluetooth adapter found/)).toBeNull();
    fireEvent.click(wifi);
    expect(chosenRequests).toEqual([
      { link: 'tcp', address: '192.168.1.40:3333', name: 'wican_a4cf12345678' },
    ]);
  });
  it('keeps a search under way, and the address typed, when the bridge state arrives after the step is shown', async () => {
    let answer!: (r: ScanResult) => void;
    const scan = () => new Promise<ScanResult>((resolve) => (answer = resolve));
    const props = { scan, choose: async () => undefined };
    const view = render(<WirelessAdapterPicker chosen={undefined} wifiAddress="" {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search for Bluetooth adapters' }));
    // The bridge's GET /v1/system_bridge/wireless_adapter answers while the search runs.
    view.rerender(<WirelessAdapterPicker chosen={null} wifiAddress="192.168.80.1:3333" {...props} />);
    const field = screen.getByLabelText<HTMLInputElement>('Wi-Fi adapter address (host:port)');
    expect(field.value).toBe('192.168.80.1:3333');
    await act(async () => answer({ adapters: [], wifi_adapters: [], bluetooth: false }));
    expect(screen.getByText(/This computer has no Bluetooth/)).toBeTruthy();
    fireEvent.change(field, { target: { value: '10.0.0.7:3333' } });
    view.rerender(<WirelessAdapterPicker chosen={null} wifiAddress="192.168.80.9:3333" {...props} />);
    expect(field.value).toBe('10.0.0.7:3333');
  });
});
