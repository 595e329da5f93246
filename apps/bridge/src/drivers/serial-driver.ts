// SLCAN adapter on a serial port (USB-CAN connector, or the simulator on a pseudo-terminal).
// Commands and frame transmissions are answered in order, so one FIFO of expectations matches each
// reply (CR, BEL, z/Z, V…, N…) to what was written; received frames go to the listeners.
import { SerialPort } from 'serialport';
import { BridgeError } from '../lib/bridge-error.ts';
import type { CanFrame, CanTransport } from '../protocol/can-transport.ts';
import { TransportClosedError } from '../protocol/can-transport.ts';
import { SlcanCommand, SlcanDecoder, encodeFrame } from '../protocol/slcan-codec.ts';
import type { SlcanEvent } from '../protocol/slcan-codec.ts';
import type { AdapterInfo, Driver } from './driver.ts';

const SLCAN_ERROR_PASSIVE = 0x20;
const SLCAN_BUS_ERROR = 0x80;
const SLCAN_BUS_TROUBLE = SLCAN_ERROR_PASSIVE | SLCAN_BUS_ERROR;

interface Expectation {
  resolve: (e: SlcanEvent) => void;
  reject: (e: Error) => void;
}

export interface SerialDriverOptions {
  path: string;
  bitrate?: number;
  /** Serial line speed; USB CDC adapters and ptys ignore it. */
  baudRate?: number;
  commandTimeoutMs?: number;
  /** How long a frame may wait for the adapter's acknowledgement (default 2 s: generous, since a
   * busy machine's pseudo-terminal can lag; a real adapter acknowledges within a millisecond). */
  frameAckTimeoutMs?: number;
}

export class SerialDriver implements Driver {
  readonly kind = 'serial' as const;
  /** USB/serial latency in both directions on top of the server's 50 ms P2. */
  readonly udsTiming = { p2Ms: 400 };
  private port: SerialPort | undefined;
  private readonly decoder = new SlcanDecoder();
  private expectations: Expectation[] = [];
  private readonly listeners = new Set<(f: CanFrame) => void>();
  private lostListeners: (() => void)[] = [];
  private adapter: { version?: string; serial?: string } = {};
  private closing = false;
  bitrate: number;

  constructor(private readonly options: SerialDriverOptions) {
    this.bitrate = options.bitrate ?? 500_000;
  }

  setBitrate(bitrate: number): void {
    this.bitrate = bitrate;
  }

  async listen(bitrate: number, ms: number): Promise<CanFrame[]> {
    if (this.isOpen) await this.close();
    const heard: CanFrame[] = [];
    const collect = (f: CanFrame) => heard.push(f);
    this.listeners.add(collect);
    try {
      await this.openPort(bitrate, SlcanCommand.listenOnly);
      await new Promise((r) => setTimeout(r, ms));
    } finally {
      this.listeners.delete(collect);
      await this.close();
    }
    return heard;
  }

  get isOpen(): boolean {
    return this.port?.isOpen === true;
  }

  info(): AdapterInfo {
    return {
      driver: 'serial',
      path: this.options.path,
      ...(this.adapter.version ? { adapterVersion: this.adapter.version } : {}),
      ...(this.adapter.serial ? { adapterSerial: this.adapter.serial } : {}),
    };
  }

  onLost(listener: () => void): void {
    this.lostListeners.push(listener);
  }

  /** SLCAN "F": status flags; bit 5 error passive, bit 7 bus error (the adapter clears them on read). */
  async busDown(): Promise<boolean> {
    const event = await this.command(SlcanCommand.status);
    return event.type === 'status' && (event.flags & SLCAN_BUS_TROUBLE) !== 0;
  }

  async open(): Promise<CanTransport> {
    if (!this.isOpen) await this.openPort();
    return {
      send: (f) => this.sendFrame(f),
      onFrame: (l) => (this.listeners.add(l), () => this.listeners.delete(l)),
    };
  }

  async close(): Promise<void> {
    const port = this.port;
    if (!port?.isOpen) return;
    this.closing = true;
    await this.command(SlcanCommand.close).catch(() => undefined);
    await new Promise<void>((resolve) => port.close(() => resolve()));
    this.port = undefined;
    this.closing = false;
  }

  private async openPort(bitrate = this.bitrate, openCommand: string = SlcanCommand.open): Promise<void> {
    const port = new SerialPort({
      path: this.options.path,
      baudRate: this.options.baudRate ?? 115_200,
      autoOpen: false,
    });
    try {
      await new Promise<void>((resolve, reject) => port.open((err) => (err ? reject(err) : resolve())));
    } catch (e) {
      const missing = e instanceof Error && /ENOENT|No such file|cannot open/i.test(e.message);
      throw new BridgeError(
        missing ? 300001 : 300002,
        missing ? `No connector at ${this.options.path}` : 'Open serial port failed',
        { cause: e },
      );
    }
    this.port = port;
    port.on('data', (chunk: Buffer) => this.onData(chunk));
    port.on('close', () => this.onClosed());
    // A device that went away mid-write (adapter unplugged: EIO) reports it as an 'error' event; with
    // no listener that is an uncaught exception that ends the bridge. It is a pulled connector.
    port.on('error', () => this.onPortError(port));
    try {
      await this.command(SlcanCommand.close).catch(() => undefined); // a channel left open by a previous run
      await this.command(SlcanCommand.bitrate(bitrate));
      await this.command(SlcanCommand.timestampsOff).catch(() => undefined); // optional in many adapters
      const v = await this.command(SlcanCommand.version).catch(() => undefined);
      if (v?.type === 'version') this.adapter.version = `${v.hardware}.${v.software}`;
      const n = await this.command(SlcanCommand.serialNumber).catch(() => undefined);
      if (n?.type === 'serial') this.adapter.serial = n.value;
      await this.command(openCommand);
    } catch (e) {
      await new Promise<void>((resolve) => port.close(() => resolve()));
      this.port = undefined;
      if (e instanceof BridgeError) throw e;
      throw new BridgeError(300008, 'Connector initialise fail', { cause: e });
    }
  }

  private write(text: string): void {
    this.port?.write(text, 'latin1');
  }

  private expect(): Promise<SlcanEvent> {
    return new Promise((resolve, reject) => this.expectations.push({ resolve, reject }));
  }

  private async command(text: string): Promise<SlcanEvent> {
    if (!this.port?.isOpen) throw new TransportClosedError();
    const event = await this.answerTo(text);
    if (event.type === 'error')
      throw new BridgeError(300006, `Connector refused ${JSON.stringify(text.trim())}`);
    return event;
  }

  /** Writes `text` and waits for the adapter's answer, at most `timeout` ms (then 300013). */
  private async answerTo(text: string, timeout = this.options.commandTimeoutMs ?? 500): Promise<SlcanEvent> {
    const reply = this.expect();
    this.write(text);
    let timer: NodeJS.Timeout | undefined;
    const timed = new Promise<never>((_r, reject) => {
      timer = setTimeout(() => reject(new BridgeError(300013, 'Connector no response')), timeout);
    });
    try {
      return await Promise.race([reply, timed]);
    } finally {
      // On a timeout the expectation stays queued on purpose: a late answer must be consumed by it,
      // not taken for the reply to the next command.
      clearTimeout(timer);
    }
  }

  private async sendFrame(frame: CanFrame): Promise<void> {
    if (!this.port?.isOpen) throw new TransportClosedError('serial port disconnected');
    // An adapter that stops acknowledging (firmware hung, USB stalled) answers 300013 instead of
    // leaving the operation waiting for ever.
    const event = await this.answerTo(encodeFrame(frame), this.options.frameAckTimeoutMs ?? 2000);
    if (event.type !== 'tx-ack') throw new Error(`adapter refused the frame (${event.type})`);
  }

  private onData(chunk: Buffer): void {
    for (const event of this.decoder.push(chunk)) {
      if (event.type === 'frame') {
        for (const l of this.listeners) l(event.frame);
      } else if (event.type !== 'unknown') this.expectations.shift()?.resolve(event);
    }
  }

  private onPortError(port: SerialPort): void {
    if (port.isOpen)
      port.close(() => undefined); // 'close' follows, and onClosed tells the listeners
    else if (this.port === port) this.onClosed();
  }

  private onClosed(): void {
    const pending = this.expectations;
    this.expectations = [];
    for (const p of pending) p.reject(new TransportClosedError('serial port disconnected'));
    this.port = undefined;
    if (!this.closing) for (const l of this.lostListeners) l();
  }
}
