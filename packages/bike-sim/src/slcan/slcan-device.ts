// The simulator seen through an SLCAN (Lawicel) adapter: parses the host's commands from a byte
// stream and bridges frames between the stream and the virtual bus. Written from the Lawicel
// command list, independently of the bridge's host-side codec.
import type { Duplex } from 'node:stream';
import { writeToHost } from './cdc-out.ts';
import type { BusPort, TimedFrame } from '../can/virtual-bus.ts';

const BITRATES = [10_000, 20_000, 50_000, 100_000, 125_000, 250_000, 500_000, 800_000, 1_000_000];
const OK = '\r';
/** Status flag bits of the "F" answer (Lawicel). */
export const SLCAN_ERROR_PASSIVE = 0x20;
export const SLCAN_BUS_ERROR = 0x80;
const ERROR = '\x07';

export interface SlcanDeviceOptions {
  /** Attach to the bus as the tester (called on "O"/"L"). */
  attach: () => BusPort;
  /**
   * The bus bitrate. An "Sn" for another speed is taken (the adapter cannot know), but the channel then
   * hears nothing and its frames are never acknowledged: the controller only sees errors.
   */
  busBitrate: number;
  version?: string;
  serialNumber?: string;
  /** The CAN controller's status flags for "F" (bit 5 error passive, bit 7 bus error); default 0. */
  statusFlags?: () => number;
}

export class SlcanDevice {
  /** Same counters as the CANable models (slcan-can-controller.ts), for the detection tests. */
  readonly stats = { framesOnBus: 0, framesAtUnconfirmedBitrate: 0, framesDropped: 0 };
  private port: BusPort | undefined;
  private unsubscribe: (() => void) | undefined;
  private listenOnly = false;
  private bitrate: number | undefined;
  private timestamps = false;
  private buffer = '';

  constructor(
    private readonly stream: Duplex,
    private readonly options: SlcanDeviceOptions,
  ) {
    stream.on('data', (chunk: Buffer) => this.onData(chunk));
    stream.on('close', () => this.closeChannel());
    stream.on('error', () => this.closeChannel());
  }

  get isOpen(): boolean {
    return this.port !== undefined;
  }

  private reply(text: string): void {
    writeToHost(this.stream, text);
  }

  private onData(chunk: Buffer): void {
    this.buffer += chunk.toString('latin1');
    let cr;
    while ((cr = this.buffer.indexOf('\r')) >= 0) {
      const line = this.buffer.slice(0, cr).replace(/^\n+/, '');
      this.buffer = this.buffer.slice(cr + 1);
      this.reply(this.command(line));
    }
    if (this.buffer.length > 128) this.buffer = '';
  }

  private command(line: string): string {
    const c = line[0];
    switch (c) {
      case undefined:
        return OK;
      case 'S': {
        const bitrate = BITRATES[Number(line.slice(1))];
        if (this.port || line.length !== 2 || bitrate === undefined) return ERROR;
        this.bitrate = bitrate;
        return OK;
      }
      case 'O':
      case 'L':
        if (this.port || this.bitrate === undefined) return ERROR;
        this.listenOnly = c === 'L';
        this.port = this.options.attach();
        this.unsubscribe = this.port.onFrame((f) => this.forward(f));
        return OK;
      case 'C':
        this.closeChannel();
        return OK;
      case 'V':
        return `V${this.options.version ?? '1013'}\r`;
      case 'N':
        return `N${(this.options.serialNumber ?? 'SIM1').slice(0, 4)}\r`;
      case 'F': {
        const flags =
          (this.options.statusFlags?.() ?? 0) | (this.port && !this.onBusBitrate ? SLCAN_BUS_ERROR : 0);
        return `F${(flags & 0xff).toString(16).toUpperCase().padStart(2, '0')}\r`;
      }
      case 'Z':
        if (line !== 'Z0' && line !== 'Z1') return ERROR;
        this.timestamps = line === 'Z1';
        return OK;
      case 't':
      case 'T':
      case 'r':
      case 'R':
        return this.transmit(line);
      default:
        return ERROR;
    }
  }

  private get onBusBitrate(): boolean {
    return this.bitrate === this.options.busBitrate;
  }

  private transmit(line: string): string {
    if (!this.port || this.listenOnly) return ERROR;
    const ext = line[0] === 'T' || line[0] === 'R';
    const rtr = line[0] === 'r' || line[0] === 'R';
    const idLen = ext ? 8 : 3;
    const idText = line.slice(1, 1 + idLen);
    const dlc = Number.parseInt(line[1 + idLen] ?? 'x', 16);
    const dataText = line.slice(2 + idLen);
    if (!/^[0-9A-Fa-f]+$/.test(idText) || idText.length !== idLen || !(dlc >= 0 && dlc <= 8)) return ERROR;
    if (!rtr && (dataText.length !== dlc * 2 || !/^[0-9A-Fa-f]*$/.test(dataText))) return ERROR;
    const id = Number.parseInt(idText, 16);
    if (id > (ext ? 0x1fffffff : 0x7ff)) return ERROR;
    const data = rtr ? new Uint8Array(dlc) : Uint8Array.from(Buffer.from(dataText, 'hex'));
    // A frame nobody acknowledges is the adapter's error counter's business, not the host's.
    if (!this.onBusBitrate) {
      this.stats.framesAtUnconfirmedBitrate++;
      return ext ? 'Z\r' : 'z\r';
    }
    this.port
      .send({ id, data, ...(ext ? { ext } : {}), ...(rtr ? { rtr } : {}) })
      .then(() => this.stats.framesOnBus++)
      .catch(() => undefined);
    return ext ? 'Z\r' : 'z\r';
  }

  private forward(f: TimedFrame): void {
    if (!this.onBusBitrate) return;
    const letter = f.rtr ? (f.ext ? 'R' : 'r') : f.ext ? 'T' : 't';
    const id = f.id
      .toString(16)
      .toUpperCase()
      .padStart(f.ext ? 8 : 3, '0');
    const data = f.rtr ? '' : Buffer.from(f.data).toString('hex').toUpperCase();
    const ts = this.timestamps
      ? (Math.round(f.completedAt) % 60_000).toString(16).toUpperCase().padStart(4, '0')
      : '';
    this.reply(`${letter}${id}${f.data.length}${data}${ts}\r`);
  }

  private closeChannel(): void {
    this.unsubscribe?.();
    this.port?.detach();
    this.port = undefined;
    this.unsubscribe = undefined;
  }
}
