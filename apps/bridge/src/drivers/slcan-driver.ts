// SLCAN adapter over a byte stream (adapters/byte-stream): serial port, TCP (Wi-Fi) or Bluetooth LE.
// On the first open the adapter is identified (adapters/slcan/slcan-dialect.ts) and driven as its
// firmware wants (adapters/slcan/slcan-flow.ts: answers in order, pacing or echoes where it has none).
import type { ByteStream, SlcanLink } from '../adapters/byte-stream/byte-stream.ts';
import { slcanOpenSequence } from '../adapters/slcan/slcan-open.ts';
import type { SlcanIo } from '../adapters/slcan/slcan-open.ts';
import type { SlcanAdapterIdentity } from '../adapters/slcan/slcan-dialect.ts';
import { SlcanAnswers } from '../adapters/slcan/slcan-answers.ts';
import { SlcanFlow } from '../adapters/slcan/slcan-flow.ts';
import { BridgeError } from '../lib/bridge-error.ts';
import type { CanFrame, CanTransport } from '../protocol/can-transport.ts';
import { TransportClosedError } from '../protocol/can-transport.ts';
import { SlcanCommand, SlcanDecoder } from '../protocol/slcan-codec.ts';
import type { SlcanEvent } from '../protocol/slcan-codec.ts';
import type { AdapterInfo, Driver, OpenOptions, TransmitTally } from './driver.ts';

export interface SlcanDriverOptions {
  link: SlcanLink;
  bitrate?: number;
  commandTimeoutMs?: number;
  /** How long a frame may wait for the adapter's acknowledgement (default 2 s: generous, since a
   * busy machine's pseudo-terminal can lag; a real adapter acknowledges within a millisecond). */
  frameAckTimeoutMs?: number;
}

/**
 * How long the bridge waits for a UDS answer: the server's 50 ms P2 plus the link's latency both ways
 * (USB: a millisecond or two; Wi-Fi: tens of ms with retries; Bluetooth LE: several connection
 * intervals, up to 4 s with a slow central).
 */
const P2_MS = { serial: 400, tcp: 1000, ble: 2000 } as const;

export class SlcanDriver implements Driver {
  readonly kind: SlcanLink['kind'];
  readonly udsTiming: { p2Ms: number };
  private port: ByteStream | undefined;
  /** A new one per opened stream: a line the pulled adapter left half-sent must not prefix the next. */
  private decoder = new SlcanDecoder();
  private readonly answers = new SlcanAnswers();
  private readonly listeners = new Set<(f: CanFrame) => void>();
  private lostListeners: (() => void)[] = [];
  /** Found on the first open; forgotten when the adapter goes away (another may be plugged in). */
  private identity: SlcanAdapterIdentity | undefined;
  /** Everything that is not a frame goes here while the adapter is being identified. */
  private tap: ((e: SlcanEvent) => void) | undefined;
  private flow: SlcanFlow | undefined;
  private closing = false;
  bitrate: number;

  constructor(private readonly options: SlcanDriverOptions) {
    this.bitrate = options.bitrate ?? 500_000;
    this.kind = options.link.kind;
    this.udsTiming = { p2Ms: P2_MS[this.kind] };
  }

  setBitrate(bitrate: number): void {
    this.bitrate = bitrate;
  }

  /** The adapter kind found on open (undefined before the first open). */
  get adapter(): SlcanAdapterIdentity | undefined {
    return this.identity;
  }

  /**
   * Opens the channel without ever sending at `bitrate` for `ms`: listen-only where the adapter has
   * it (Lawicel "L", CANable 2.5 "OS"), in normal mode otherwise (stock CANable); no transport is
   * handed out, so nothing can be transmitted.
   */
  async listen(bitrate: number, ms: number): Promise<CanFrame[]> {
    if (this.isOpen) await this.close();
    const heard: CanFrame[] = [];
    const collect = (f: CanFrame) => heard.push(f);
    this.listeners.add(collect);
    try {
      await this.openPort(bitrate, true);
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
    const id = this.identity;
    return {
      driver: this.kind,
      path: this.options.link.address,
      ...(id ? { adapterKind: id.dialect } : {}),
      ...(id?.version ? { adapterVersion: id.version } : {}),
      ...(id?.serial ? { adapterSerial: id.serial } : {}),
    };
  }

  onLost(listener: () => void): void {
    this.lostListeners.push(listener);
  }

  /**
   * Lawicel "F": bit 5 error passive, bit 7 bus error (cleared on read). CANable 2.5: the last error
   * report's bus status. The stock CANable cannot tell: false.
   */
  async busDown(): Promise<boolean> {
    return (await this.flow?.busDown((text) => this.command(text))) === true;
  }

  async open(options: OpenOptions = {}): Promise<CanTransport> {
    if (!this.isOpen) await this.openPort(this.bitrate, false, options.oneShot === true);
    return {
      send: (f) => this.sendFrame(f),
      onFrame: (l) => (this.listeners.add(l), () => this.listeners.delete(l)),
    };
  }

  async close(): Promise<void> {
    const port = this.port;
    if (!port?.isOpen) return;
    this.closing = true;
    // Lawicel and WiCAN answer "C"; the CANables never do (canable-fw cdc_process, 2.5 control.c 'C').
    const answersClose = this.identity?.dialect === 'lawicel' || this.identity?.dialect === 'wican';
    if (answersClose) await this.command(SlcanCommand.close).catch(() => undefined);
    else this.write(SlcanCommand.close);
    await port.close();
    this.port = undefined;
    this.closing = false;
  }

  private async openPort(bitrate: number, listenOnly: boolean, oneShot = false): Promise<void> {
    const port = await this.options.link.open();
    this.port = port;
    this.decoder = new SlcanDecoder();
    port.onData((chunk) => this.onData(chunk));
    port.onClose(() => this.onClosed(port));
    try {
      this.identity = await slcanOpenSequence(this.io(), this.identity, { bitrate, listenOnly, oneShot });
      this.flow = new SlcanFlow(
        this.identity,
        bitrate,
        (text) => this.write(text),
        this.options.frameAckTimeoutMs ?? 2000,
      );
    } catch (e) {
      await port.close();
      this.port = undefined;
      if (e instanceof BridgeError) throw e;
      // The device went away while it was being set up: pulled out of the USB port.
      if (e instanceof TransportClosedError)
        throw new BridgeError(300018, 'Adapter unplugged while opening', { cause: e });
      throw new BridgeError(300008, 'Connector initialise fail', { cause: e });
    }
  }

  private io(): SlcanIo {
    return {
      write: (text) => this.write(text),
      command: (text) => this.command(text),
      collect: (sink) => {
        this.tap = sink;
        return () => (this.tap = undefined);
      },
    };
  }

  private write(text: string): void {
    this.port?.write(text);
  }

  private async command(text: string): Promise<SlcanEvent> {
    // answerTo refuses a stream that is gone (and reports it as lost once).
    const event = await this.answerTo(text);
    if (event.type === 'error')
      throw new BridgeError(300006, `Connector refused ${JSON.stringify(text.trim())}`);
    return event;
  }

  /** Writes `text` and waits for the adapter's answer, at most `timeout` ms (then 300013). */
  private async answerTo(text: string, timeout = this.options.commandTimeoutMs ?? 500): Promise<SlcanEvent> {
    // Frames woken by the stream's loss (CANable 2.5 echo window) owe no answer to the next adapter.
    if (!this.portUsable()) throw new TransportClosedError('adapter link lost');
    return this.answers.await(() => this.write(text), timeout);
  }

  transmitted = (): TransmitTally => ({ ...(this.flow?.tally ?? { frames: 0, ms: 0 }) });

  private async sendFrame(frame: CanFrame): Promise<void> {
    if (!this.portUsable() || !this.flow) throw new TransportClosedError('adapter link lost');
    await this.flow.transmit(frame, {
      write: (text) => {
        if (!this.portUsable()) throw new TransportClosedError('adapter link lost');
        this.write(text);
      },
      answerTo: (text) => this.answerTo(text, this.options.frameAckTimeoutMs ?? 2000),
    });
  }

  private onData(chunk: Buffer): void {
    for (const event of this.decoder.push(chunk)) {
      if (event.type === 'frame') {
        this.flow?.heard(event.frame);
        for (const l of this.listeners) l(event.frame);
      } else if (this.tap) this.tap(event);
      else if (event.type === 'unknown') this.flow?.report(event.text);
      else this.answers.answered(event);
    }
  }

  /**
   * The stream can take a frame. One its library closed by itself (the device gone on a read or
   * write) is a pulled connector now, not at its later close event: the stock CANable awaits no
   * answer, so its next frame meets the closing port first, and must not be taken for a silent bike
   * (decision 2505).
   */
  private portUsable(): boolean {
    const port = this.port;
    if (port && !port.isOpen && !this.closing) this.onClosed(port);
    return this.port?.isOpen === true;
  }

  /**
   * Asked when the bike went quiet: the adapter gone (its device path, or its stream closed by the
   * library) is the connector pulled, told to the lost listeners now, not a silent bike.
   */
  async attached(): Promise<boolean> {
    const port = this.port;
    if (!port || !this.portUsable()) return false;
    if (!this.options.link.present || (await this.options.link.present())) return true;
    if (this.port === port) {
      this.onClosed(port);
      void port.close(); // its own close event then finds the loss already told
    }
    return false;
  }

  /** `port` closed or went away; only the stream in use counts, and only once. */
  private onClosed(port: ByteStream): void {
    if (this.port !== port) return;
    this.answers.failAll(new TransportClosedError('adapter link lost'));
    this.port = undefined;
    this.flow?.reset();
    if (!this.closing) {
      this.identity = undefined;
      for (const l of this.lostListeners) l();
    }
  }
}
