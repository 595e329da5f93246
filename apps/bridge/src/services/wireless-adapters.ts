// Wireless CAN adapters (decision 2902): a Bluetooth LE scan for the serial services the bridge knows
// (by name and signal strength), Wi-Fi adapters given by address (BRIDGE_TCP_ADDRESS and the one last
// chosen), and the choice the next `ble` connect goes through, remembered in the state folder.
import fs from 'node:fs';
import path from 'node:path';
import { BleSerialProfiles } from '../adapters/byte-stream/ble-central.ts';
import type { BleCentral, BlePeripheral } from '../adapters/byte-stream/ble-central.ts';
import { bleLink } from '../adapters/byte-stream/ble-stream.ts';
import { parseTcpAddress, tcpLink } from '../adapters/byte-stream/tcp-stream.ts';
import { browseWifiAdapters } from '../adapters/byte-stream/wifi-discovery.ts';
import type { AnnouncedAdapter } from '../adapters/byte-stream/wifi-discovery.ts';
import type { TcpAddress } from '../adapters/byte-stream/tcp-stream.ts';
import type { LinkSwitchDriver } from '../drivers/link-switch.ts';
import { BridgeError } from '../lib/bridge-error.ts';

export interface WirelessChoice {
  /** ble: Bluetooth LE (address: the BLE library's peripheral id); tcp: Wi-Fi (address: host:port). */
  link: 'ble' | 'tcp';
  address: string;
  name: string;
}

export interface FoundAdapter {
  id: string;
  name: string;
  /** Signal strength in dBm as last heard (-50 near, -90 at the edge of range). */
  rssi: number;
}

export interface ScanResult {
  /** Bluetooth LE adapters, strongest first. */
  adapters: FoundAdapter[];
  /** Wi-Fi adapters that announced themselves by mDNS (decision 2904). */
  wifi_adapters: AnnouncedAdapter[];
  /** false: this computer's Bluetooth could not scan (the 300019 reason); only Wi-Fi was searched. */
  bluetooth: boolean;
}

export interface WirelessAdaptersOptions {
  links: LinkSwitchDriver;
  /** Loads the BLE library and waits for the radio (300019 without Bluetooth). */
  central: () => Promise<BleCentral>;
  /** Where the last choice is remembered; without it (tests) in memory only. */
  stateDir?: string;
  /** BRIDGE_TCP_ADDRESS: a Wi-Fi adapter offered without typing its address. */
  configuredTcp?: TcpAddress;
}

const FILE = 'wireless-adapter.json';

function isChoice(v: unknown): v is WirelessChoice {
  const c = v as Partial<WirelessChoice> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    (c.link === 'ble' || c.link === 'tcp') &&
    typeof c.address === 'string' &&
    typeof c.name === 'string'
  );
}

export class WirelessAdapters {
  private current: WirelessChoice | undefined;
  private readonly file: string | undefined;

  constructor(private readonly options: WirelessAdaptersOptions) {
    this.file = options.stateDir ? path.join(options.stateDir, FILE) : undefined;
  }

  get chosen(): WirelessChoice | undefined {
    return this.current;
  }

  /** The choice remembered from the last run, made again (an unreadable file is ignored). */
  async restore(): Promise<void> {
    if (!this.file || !fs.existsSync(this.file)) return;
    try {
      const saved: unknown = JSON.parse(fs.readFileSync(this.file, 'utf8'));
      if (isChoice(saved)) await this.use(saved);
    } catch {
      // a damaged file only means the adapter is chosen again
    }
  }

  /** Wi-Fi adapters known by address: the configured one and the one last chosen. */
  wifiAddresses(): string[] {
    const configured = this.options.configuredTcp ? tcpLink(this.options.configuredTcp).address : undefined;
    const remembered = this.current?.link === 'tcp' ? this.current.address : undefined;
    return [...new Set([configured, remembered].filter((a): a is string => a !== undefined))];
  }

  /**
   * Listens for `ms` for Bluetooth LE adapters advertising a serial service the bridge knows and for
   * Wi-Fi adapters announcing themselves by mDNS. 300019 when this computer has no Bluetooth (or it
   * is off, or access is refused) and no Wi-Fi adapter announced itself.
   */
  async scan(ms: number): Promise<ScanResult> {
    const [ble, wifi] = await Promise.allSettled([this.scanBle(ms), browseWifiAdapters(ms)]);
    const wifiAdapters = wifi.status === 'fulfilled' ? wifi.value : [];
    if (ble.status === 'fulfilled')
      return { adapters: ble.value, wifi_adapters: wifiAdapters, bluetooth: true };
    const noBluetooth = ble.reason instanceof BridgeError && ble.reason.code === 300019;
    if (!noBluetooth || wifiAdapters.length === 0) throw ble.reason;
    return { adapters: [], wifi_adapters: wifiAdapters, bluetooth: false };
  }

  /** Bluetooth LE adapters advertising a serial service the bridge knows, strongest first. */
  private async scanBle(ms: number): Promise<FoundAdapter[]> {
    const central = await this.options.central();
    const found = new Map<string, FoundAdapter>();
    const heard = (p: BlePeripheral) =>
      found.set(p.id, { id: p.id, name: p.advertisement.localName || p.id, rssi: p.rssi });
    central.on('discover', heard);
    try {
      await central.startScanningAsync(
        BleSerialProfiles.map((p) => p.service),
        true,
      );
      await new Promise((resolve) => setTimeout(resolve, ms));
    } finally {
      central.removeListener('discover', heard);
      await central.stopScanningAsync().catch(() => undefined);
    }
    return [...found.values()].sort((a, b) => b.rssi - a.rssi);
  }

  /** Makes `choice` the adapter of the next `ble` connect and remembers it; 400004 for a bad address. */
  async choose(choice: WirelessChoice): Promise<WirelessChoice> {
    await this.use(choice);
    if (this.file) {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      const tmp = `${this.file}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify(this.current, null, 2));
      fs.renameSync(tmp, this.file);
    }
    return this.current!;
  }

  private async use(choice: WirelessChoice): Promise<void> {
    if (choice.link === 'tcp') {
      const address = parseTcpAddress(choice.address);
      if (!address)
        throw new BridgeError(
          400004,
          `Not a Wi-Fi adapter address: ${choice.address} (host:port, e.g. 192.168.80.1:3333)`,
        );
      const link = tcpLink(address);
      await this.options.links.useWireless(link);
      this.current = { link: 'tcp', address: link.address, name: choice.name || link.address };
      return;
    }
    if (!choice.address.trim()) throw new BridgeError(400004, 'A Bluetooth adapter id is required');
    await this.options.links.useWireless(bleLink(this.options.central, choice.address));
    this.current = { link: 'ble', address: choice.address, name: choice.name || choice.address };
  }
}
