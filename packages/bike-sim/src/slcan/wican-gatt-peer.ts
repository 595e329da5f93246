// WiCAN seen through a BLE central library: a GATT peer model with the shape @stoprocent/noble gives
// (central, peripheral, characteristics with write and notify), the WiCAN slcan emulator behind its
// characteristic 0xFEE1 (wican-fw main/ble.c; docs/protocols/adapters.md). It checks what a real
// link would refuse or lose — a write longer than MTU − 3, more than one write without response
// handed over before the previous was taken — and packs its answers into notifications of at most
// MTU − 3 bytes regardless of line ends, as WiCAN's ble_task does.
import { EventEmitter } from 'node:events';
import { Duplex } from 'node:stream';
import type { SlcanControllerStats } from './slcan-can-controller.ts';
import { slcanControllerHost } from './slcan-tcp.ts';
import type { SlcanHost } from './slcan-tcp.ts';
import { WicanDevice } from './wican-device.ts';

export interface GattPeerOptions {
  /** The ATT MTU the exchange settles on (WiCAN asks 517; phones and PCs settle lower). */
  mtu: number;
  id?: string;
  rssi?: number;
}

/** What the model saw of the central's writes. */
export interface GattPeerStats {
  writes: number;
  largestWrite: number;
  /** Writes without response handed over while an earlier one had not yet been taken. */
  mostInFlight: number;
  /** Notifications sent, and how many ended in the middle of an slcan line. */
  notifications: number;
  splitLines: number;
}

const tick = () => new Promise<void>((r) => setImmediate(r));

class CharacteristicModel extends EventEmitter {
  constructor(
    readonly uuid: string,
    private readonly onWrite: (data: Buffer) => Promise<void>,
  ) {
    super();
  }
  writeAsync(data: Buffer, withoutResponse: boolean): Promise<void> {
    if (!withoutResponse) throw new Error('the model only takes writes without response');
    return this.onWrite(data);
  }
  async subscribeAsync(): Promise<void> {}
}

class PeripheralModel extends EventEmitter {
  readonly advertisement: { localName: string; serviceUuids: string[] };
  mtu: number | null = null;
  connected = false;
  device: WicanDevice | undefined;
  private stream: Duplex | undefined;
  private inFlight = 0;
  private outgoing = Buffer.alloc(0);
  private flushing = false;
  readonly fee1: CharacteristicModel;
  readonly stats: GattPeerStats = {
    writes: 0,
    largestWrite: 0,
    mostInFlight: 0,
    notifications: 0,
    splitLines: 0,
  };

  constructor(
    private readonly bike: SlcanHost,
    private readonly options: Required<GattPeerOptions>,
  ) {
    super();
    this.advertisement = { localName: `WiC_${options.id.slice(-12)}`, serviceUuids: ['fee0'] };
    this.fee1 = new CharacteristicModel('fee1', (data) => this.written(data));
  }

  get id(): string {
    return this.options.id;
  }
  get rssi(): number {
    return this.options.rssi;
  }

  async connectAsync(): Promise<void> {
    await tick();
    this.connected = true;
    this.mtu = this.options.mtu;
    this.stream = new Duplex({
      read: () => undefined,
      write: (chunk: Buffer, _enc, done) => (this.notify(chunk), done()),
    });
    this.device = new WicanDevice(this.stream, slcanControllerHost(this.bike));
  }

  async discoverSomeServicesAndCharacteristicsAsync(services: string[]) {
    await tick();
    return { characteristics: services.includes('fee0') ? [this.fee1] : [] };
  }

  async disconnectAsync(): Promise<void> {
    this.drop();
  }

  /** The radio link lost (out of range, adapter switched off): the central is told. */
  drop(): void {
    if (!this.connected) return;
    this.connected = false;
    this.stream?.destroy();
    this.emit('disconnect', 0x08); // HCI "Connection Timeout"
  }

  private async written(data: Buffer): Promise<void> {
    if (!this.connected) throw new Error('not connected');
    if (data.length > this.mtu! - 3)
      throw new Error(`write of ${data.length} bytes exceeds MTU ${this.mtu} − 3`);
    this.stats.writes++;
    this.stats.largestWrite = Math.max(this.stats.largestWrite, data.length);
    this.stats.mostInFlight = Math.max(this.stats.mostInFlight, ++this.inFlight);
    await tick(); // the controller takes the packet
    this.inFlight--;
    if (this.connected) this.stream!.push(data);
  }

  private notify(chunk: Buffer): void {
    this.outgoing = Buffer.concat([this.outgoing, chunk]);
    if (!this.flushing) void this.flush();
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    await tick(); // ble_task packs what the queue holds into one notification
    while (this.outgoing.length > 0 && this.connected) {
      const n = this.outgoing.subarray(0, this.mtu! - 3);
      this.outgoing = this.outgoing.subarray(n.length);
      this.stats.notifications++;
      if (n[n.length - 1] !== 0x0d) this.stats.splitLines++;
      this.fee1.emit('data', Buffer.from(n), true);
      await tick();
    }
    this.flushing = false;
  }
}

/** A central that hears one WiCAN over BLE. */
export class WicanGattPeer extends EventEmitter {
  readonly state = 'poweredOn';
  readonly peripheral: PeripheralModel;

  constructor(bike: SlcanHost, options: GattPeerOptions) {
    super();
    this.peripheral = new PeripheralModel(bike, { id: 'a4cf12345678', rssi: -58, ...options });
  }

  get stats(): GattPeerStats {
    return this.peripheral.stats;
  }
  /** The emulated adapter's CAN counters. */
  get canStats(): SlcanControllerStats | undefined {
    return this.peripheral.device?.stats;
  }
  async waitForPoweredOnAsync(): Promise<void> {}
  async startScanningAsync(services: string[] = []): Promise<void> {
    if (services.length > 0 && !services.includes('fee0')) return;
    setImmediate(() => this.emit('discover', this.peripheral));
  }
  async stopScanningAsync(): Promise<void> {}
}
