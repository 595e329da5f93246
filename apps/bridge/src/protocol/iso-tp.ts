// ISO-TP (ISO 15765-2, normal addressing, classic CAN) as the tester uses it: single, first,
// consecutive and flow-control frames; block size and STmin in both directions; FC wait frames
// with the N_WFTmax limit; N_As, N_Bs and N_Cr timeouts; messages up to 4095 bytes.
import type { CanFrame, CanTransport } from './can-transport.ts';
import { IsoTpError } from './iso-tp-errors.ts';
import {
  MAX_ISO_TP_LENGTH,
  withIsoTpDefaults,
  type IsoTpOptions,
  type ResolvedIsoTpOptions,
} from './iso-tp-options.ts';
import { awaitClearToSend, flowControlQueue } from './iso-tp-flow-control.ts';
import { pause, withTimeout } from './iso-tp-timing.ts';
import { peerTimer } from './peer-timer.ts';
import type { PeerTimer } from './peer-timer.ts';
import { bridgeMetrics } from '../lib/bridge-metrics.ts';
import { inSpan } from '../lib/tracing.ts';

interface Reception {
  buffer: Uint8Array;
  received: number;
  nextSn: number;
  blockCount: number;
  timer: PeerTimer;
}

type Waiter = { resolve: (m: Uint8Array) => void; reject: (e: Error) => void };

export class IsoTpChannel {
  private readonly o: ResolvedIsoTpOptions;
  private readonly inbox: Uint8Array[] = [];
  private waiter: Waiter | undefined;
  private rx: Reception | undefined;
  private fcListener: ((data: Uint8Array) => void) | undefined;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly transport: CanTransport,
    options: IsoTpOptions,
  ) {
    this.o = withIsoTpDefaults(options);
    this.unsubscribe = transport.onFrame((f) => this.onFrame(f));
  }

  get receiving(): boolean {
    return this.rx !== undefined;
  }

  close(): void {
    this.unsubscribe();
    this.abortReception();
    this.waiter?.reject(new IsoTpError('TX_FAILED', 'channel closed'));
    this.waiter = undefined;
  }

  /** Drop messages that arrived unasked (late answers to an earlier, timed-out request). */
  drain(): void {
    this.inbox.length = 0;
  }

  /**
   * Next complete message; `timeoutMs` runs only while no reception is in progress. One receive at
   * a time: a second would take the first one's message, and the first would wait for ever.
   */
  receive(timeoutMs: number): Promise<Uint8Array> {
    const queued = this.inbox.shift();
    if (queued) return Promise.resolve(queued);
    if (this.waiter) return Promise.reject(new Error('ISO-TP channel: a receive is already waiting'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve: (m) => {
          timer.clear();
          resolve(m);
        },
        reject: (e) => {
          timer.clear();
          reject(e);
        },
      };
      // Counts only time this process was listening: a stalled loop is not a silent component.
      const timer = peerTimer(timeoutMs, () => {
        if (this.rx) return; // a multi-frame answer has started: N_Cr governs from here
        if (this.waiter === waiter) this.waiter = undefined;
        reject(new IsoTpError('N_TIMEOUT_A', 'no answer in time'));
      });
      this.waiter = waiter;
    });
  }

  /** Sends one message (single or multi-frame) as the span "ISO-TP send". */
  send(payload: Uint8Array, options: { functional?: boolean } = {}): Promise<void> {
    const attributes = { 'isotp.tx_id': this.o.txId, 'isotp.bytes': payload.length };
    return inSpan('ISO-TP send', attributes, () => this.transmit(payload, options));
  }

  private async transmit(payload: Uint8Array, options: { functional?: boolean }): Promise<void> {
    if (payload.length === 0 || payload.length > MAX_ISO_TP_LENGTH)
      throw new RangeError(`ISO-TP payload must be 1..${MAX_ISO_TP_LENGTH} bytes`);
    if (options.functional) {
      if (payload.length > 7 || this.o.functionalId === undefined)
        throw new RangeError('functional requests are single frames');
      return this.frame([payload.length, ...payload], this.o.functionalId);
    }
    if (payload.length <= 7) return this.frame([payload.length, ...payload]);
    const fc = flowControlQueue(this.o.nBsMs);
    this.fcListener = (d) => fc.push(d);
    try {
      await this.frame([0x10 | (payload.length >> 8), payload.length & 0xff, ...payload.subarray(0, 6)]);
      let offset = 6;
      let sn = 1;
      while (offset < payload.length) {
        const { blockSize, stMinMs } = await awaitClearToSend(fc, this.o.maxWaitFrames);
        const inFlight: Promise<void>[] = [];
        for (let n = 0; offset < payload.length && (blockSize === 0 || n < blockSize); n++) {
          const sent = this.frame([0x20 | sn, ...payload.subarray(offset, offset + 7)]);
          sent.catch(() => undefined); // awaited below; this only marks an early failure as handled
          offset += 7;
          sn = (sn + 1) & 0x0f;
          if (stMinMs > 0) {
            await sent;
            if (offset < payload.length) await pause(stMinMs);
          } else {
            inFlight.push(sent);
            if (inFlight.length >= this.o.txWindow) await inFlight.shift();
          }
        }
        await Promise.all(inFlight);
      }
    } finally {
      this.fcListener = undefined;
    }
  }

  private frame(bytes: number[], id = this.o.txId): Promise<void> {
    const data = new Uint8Array(8).fill(this.o.padding);
    data.set(bytes.slice(0, 8));
    bridgeMetrics.frames.inc({ direction: 'sent' });
    const sending = this.transport.send({ id, data }).catch((e: unknown) => {
      throw new IsoTpError('TX_FAILED', e instanceof Error ? e.message : String(e));
    });
    return withTimeout(
      sending,
      this.o.nAsMs,
      () => new IsoTpError('N_AS_TIMEOUT', 'frame not sent in time (N_As)'),
    );
  }

  private onFrame(f: CanFrame): void {
    if (f.id !== this.o.rxId || f.ext || f.rtr || f.data.length === 0) return;
    bridgeMetrics.frames.inc({ direction: 'received' });
    const d = f.data;
    switch (d[0]! >> 4) {
      case 0: {
        const len = d[0]! & 0x0f;
        if (len === 0 || len > d.length - 1) return;
        this.abortReception();
        this.deliver(d.slice(1, 1 + len));
        return;
      }
      case 1:
        this.onFirst(d);
        return;
      case 2:
        this.onConsecutive(d);
        return;
      case 3:
        this.fcListener?.(d);
        return;
      default:
        return; // unknown PCI: ignored as the standard asks
    }
  }

  private onFirst(d: Uint8Array): void {
    if (d.length < 8) return;
    const len = ((d[0]! & 0x0f) << 8) | d[1]!;
    if (len < 8) return; // would have been a single frame
    this.abortReception();
    const buffer = new Uint8Array(len);
    buffer.set(d.subarray(2, 8));
    const timer = peerTimer(this.o.nCrMs, () =>
      this.failReception(new IsoTpError('N_CR_TIMEOUT', 'consecutive frame missing (N_Cr)')),
    );
    this.rx = { buffer, received: 6, nextSn: 1, blockCount: 0, timer };
    this.sendFlowControl();
  }

  private onConsecutive(d: Uint8Array): void {
    const rx = this.rx;
    if (!rx) return;
    if ((d[0]! & 0x0f) !== rx.nextSn) {
      this.failReception(new IsoTpError('N_WRONG_SN', 'consecutive frame out of sequence'));
      return;
    }
    const take = Math.min(7, rx.buffer.length - rx.received);
    rx.buffer.set(d.subarray(1, 1 + take), rx.received);
    rx.received += take;
    rx.nextSn = (rx.nextSn + 1) & 0x0f;
    rx.timer.refresh();
    if (rx.received >= rx.buffer.length) {
      this.abortReception();
      this.deliver(rx.buffer);
    } else if (this.o.blockSize > 0 && ++rx.blockCount === this.o.blockSize) {
      rx.blockCount = 0;
      this.sendFlowControl();
    }
  }

  private sendFlowControl(): void {
    this.frame([0x30, this.o.blockSize, this.o.stMin]).catch((e: unknown) =>
      this.failReception(e instanceof Error ? e : new Error(String(e))),
    );
  }

  private abortReception(): void {
    this.rx?.timer.clear();
    this.rx = undefined;
  }

  private failReception(error: Error): void {
    this.abortReception();
    const w = this.waiter;
    this.waiter = undefined;
    w?.reject(error);
  }

  private deliver(message: Uint8Array): void {
    const w = this.waiter;
    if (w) {
      this.waiter = undefined;
      w.resolve(message);
    } else this.inbox.push(message);
  }
}
