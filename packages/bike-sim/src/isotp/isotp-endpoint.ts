// ECU-side ISO-TP (ISO 15765-2) for the simulated components. Deliberately written apart from the
// bridge's tester-side implementation: the two meet only on the bus, so their interoperability tests
// exercise the standard rather than one piece of code talking to itself.
import type { BusPort, TimedFrame } from '../can/virtual-bus.ts';

export interface IsoTpEndpointOptions {
  /** Flow control we grant a sender: 0 = whole message without further flow control. */
  blockSize?: number;
  /** Raw STmin byte we ask the sender to respect (0x00–0x7F ms, 0xF1–0xF9 = 100–900 µs). */
  stMin?: number;
  /** Send this many FC WAIT frames (10 ms apart) before each CTS, to exercise the tester's wait limit. */
  waitFrames?: number;
  /** Largest message we accept; a longer first frame is answered with FC overflow. */
  maxMessageLength?: number;
  nCrMs?: number;
  nBsMs?: number;
  padding?: number;
}

/** STmin byte → milliseconds; reserved values count as the maximum 127 ms (ISO 15765-2 9.6.5.4). */
export function stMinToMs(raw: number): number {
  if (raw <= 0x7f) return raw;
  if (raw >= 0xf1 && raw <= 0xf9) return (raw - 0xf0) / 10;
  return 0x7f;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

interface Reception {
  buffer: Uint8Array;
  received: number;
  nextSn: number;
  blockCount: number;
  timer: NodeJS.Timeout;
}

export class IsoTpEndpoint {
  private rx: Reception | undefined;
  private fcWaiter: ((fc: Uint8Array) => void) | undefined;
  private readonly o: Required<IsoTpEndpointOptions>;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly port: BusPort,
    private readonly ids: { rx: number; tx: number; functional?: number },
    options: IsoTpEndpointOptions,
    private readonly onMessage: (payload: Uint8Array, functional: boolean) => void,
  ) {
    this.o = {
      blockSize: 0,
      stMin: 0,
      waitFrames: 0,
      maxMessageLength: 4095,
      nCrMs: 1000,
      nBsMs: 1000,
      padding: 0xcc,
      ...options,
    };
    this.unsubscribe = port.onFrame((f) => this.onFrame(f));
  }

  close(): void {
    this.unsubscribe();
    this.abortReception();
  }

  /** Forget a half-received message (power loss, reset). */
  abortReception(): void {
    if (this.rx) clearTimeout(this.rx.timer);
    this.rx = undefined;
  }

  private frame(bytes: number[]): Promise<unknown> {
    const data = new Uint8Array(8).fill(this.o.padding);
    data.set(bytes.slice(0, 8));
    return this.port.send({ id: this.ids.tx, data });
  }

  private onFrame(f: TimedFrame): void {
    if (f.ext || f.rtr || f.data.length === 0) return;
    const functional = f.id === this.ids.functional;
    if (f.id !== this.ids.rx && !functional) return;
    const pci = f.data[0]! >> 4;
    if (pci === 0) {
      const len = f.data[0]! & 0x0f;
      if (len === 0 || len > f.data.length - 1) return; // CAN FD escape / malformed: ignore
      this.abortReception(); // a new message supersedes an unfinished one
      this.onMessage(f.data.slice(1, 1 + len), functional);
    } else if (pci === 1 && !functional) this.onFirstFrame(f.data);
    else if (pci === 2 && !functional) this.onConsecutiveFrame(f.data);
    else if (pci === 3 && !functional) this.fcWaiter?.(f.data);
  }

  /**
   * ISO 15765-2:2016 §9.6.3: FF_DL in 12 bits, or — when those are 0 — the escape sequence with FF_DL
   * in the next 32 bits (messages up to 2^32-1 bytes). A length longer than our receive buffer is
   * refused with FlowControl FS=2 Overflow and the reception is not started (§9.6.5, FlowStatus); can-isotp
   * does the same (python-can-isotp isotp/protocol.py `_start_reception_after_first_frame_if_valid`,
   * documented under `max_frame_size`). A FF_DL that would have fitted a single frame, or an escape
   * sequence carrying a length that fits 12 bits, is an invalid first frame and ignored (§9.6.3).
   */
  private onFirstFrame(d: Uint8Array): void {
    const short = ((d[0]! & 0x0f) << 8) | d[1]!;
    const escape = short === 0;
    if (escape && d.length < 6) return;
    const len = escape ? ((d[2]! << 24) | (d[3]! << 16) | (d[4]! << 8) | d[5]!) >>> 0 : short;
    if (len < 8 || (escape && len <= 4095)) return;
    this.abortReception();
    if (len > this.o.maxMessageLength) {
      void this.frame([0x32, 0, 0]).catch(() => undefined); // FC overflow
      return;
    }
    const dataStart = escape ? 6 : 2;
    const buffer = new Uint8Array(len);
    buffer.set(d.subarray(dataStart, 8));
    const timer = setTimeout(() => this.abortReception(), this.o.nCrMs);
    timer.unref();
    this.rx = { buffer, received: 8 - dataStart, nextSn: 1, blockCount: 0, timer };
    void this.sendClearToSend();
  }

  private async sendClearToSend(): Promise<void> {
    const rx = this.rx;
    try {
      for (let i = 0; i < this.o.waitFrames; i++) {
        await this.frame([0x31, 0, 0]);
        rx?.timer.refresh();
        await sleep(10);
      }
      if (this.rx === rx) await this.frame([0x30, this.o.blockSize, this.o.stMin]);
    } catch {
      this.abortReception();
    }
  }

  private onConsecutiveFrame(d: Uint8Array): void {
    const rx = this.rx;
    if (!rx) return;
    if ((d[0]! & 0x0f) !== rx.nextSn) {
      this.abortReception(); // wrong sequence number: the message is lost (N_WRONG_SN)
      return;
    }
    const take = Math.min(7, rx.buffer.length - rx.received);
    rx.buffer.set(d.subarray(1, 1 + take), rx.received);
    rx.received += take;
    rx.nextSn = (rx.nextSn + 1) & 0x0f;
    rx.timer.refresh();
    if (rx.received >= rx.buffer.length) {
      this.abortReception();
      this.onMessage(rx.buffer, false);
      return;
    }
    if (this.o.blockSize > 0 && ++rx.blockCount === this.o.blockSize) {
      rx.blockCount = 0;
      void this.sendClearToSend();
    }
  }

  private waitFlowControl(): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fcWaiter = undefined;
        reject(new Error('N_Bs timeout'));
      }, this.o.nBsMs);
      this.fcWaiter = (fc) => {
        clearTimeout(timer);
        this.fcWaiter = undefined;
        resolve(fc);
      };
    });
  }

  /** Send one message, honouring the tester's flow control. */
  async send(payload: Uint8Array): Promise<void> {
    if (payload.length <= 7) {
      await this.frame([payload.length, ...payload]);
      return;
    }
    if (payload.length > 4095) throw new RangeError('ISO-TP message longer than 4095 bytes');
    const fcPromise = this.waitFlowControl();
    fcPromise.catch(() => undefined);
    await this.frame([0x10 | (payload.length >> 8), payload.length & 0xff, ...payload.subarray(0, 6)]);
    let offset = 6;
    let sn = 1;
    let fc = await fcPromise;
    for (;;) {
      const fs = fc[0]! & 0x0f;
      if (fs === 1) {
        fc = await this.waitFlowControl();
        continue;
      }
      if (fs !== 0) throw new Error('flow control overflow');
      const bs = fc[1]!;
      const gapMs = stMinToMs(fc[2]!);
      const inBlock: Promise<unknown>[] = [];
      for (let n = 0; offset < payload.length && (bs === 0 || n < bs); n++) {
        const next =
          bs > 0 && n === bs - 1 && offset + 7 < payload.length ? this.waitFlowControl() : undefined;
        next?.catch(() => undefined);
        const sent = this.frame([0x20 | sn, ...payload.subarray(offset, offset + 7)]);
        offset += 7;
        sn = (sn + 1) & 0x0f;
        if (gapMs > 0) {
          await sent;
          await sleep(gapMs);
        } else inBlock.push(sent);
        if (next) {
          await Promise.all(inBlock);
          fc = await next;
        }
      }
      await Promise.all(inBlock);
      if (offset >= payload.length) return;
    }
  }
}
