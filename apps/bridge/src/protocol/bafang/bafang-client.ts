// The service tool's side of Bafang CAN (docs/protocols/bafang-can.md): one request at a time, a
// read answered by a normal acknowledge or a multi-frame transfer (each segment acknowledged), short
// and long writes confirmed by the device's acknowledge, error acknowledges as refusals, timeouts
// with retries for reads. Broadcasts heard meanwhile are kept, newest per device and command.
import {
  BafangDevice,
  BafangOp,
  BafangReassembler,
  longWriteFrames,
  readRequest,
  shortWrite,
  unpackBafangId,
} from '@dealer/contracts';
import type { BafangCommand, BafangFrame, BafangId } from '@dealer/contracts';
import type { CanFrame, CanTransport } from '../can-transport.ts';
import { peerTimer } from '../peer-timer.ts';
import type { PeerTimer } from '../peer-timer.ts';

export class BafangTimeoutError extends Error {
  constructor(what: string) {
    super(`${what}: no answer`);
  }
}
/** The device answered with an error acknowledge: it does not know or does not take this. */
export class BafangRefusedError extends Error {
  constructor(what: string) {
    super(`${what}: refused by the device`);
  }
}

export interface BafangClientOptions {
  /** How long one attempt waits for the answer (and between segments). */
  timeoutMs?: number;
  /**
   * How long a write waits for its acknowledgement. A write is never repeated (it changes the bike),
   * so it gets one longer wait rather than a late answer turning into a failure the bike did not have.
   */
  writeTimeoutMs?: number;
  /** Extra attempts for a read that got no answer (reads change nothing, so they may be repeated). */
  readRetries?: number;
}

interface Waiter {
  target: number;
  command: BafangCommand;
  resolve: (value: Uint8Array) => void;
  reject: (e: Error) => void;
}

const label = (target: number, c: BafangCommand) =>
  `device ${target.toString(16)} command ${c.code.toString(16)}/${c.subCode.toString(16).padStart(2, '0')}`;

export class BafangClient {
  private readonly reassembler = new BafangReassembler(BafangDevice.tool);
  private readonly broadcasts = new Map<string, { data: Uint8Array; at: number }>();
  private readonly unsubscribe: () => void;
  private waiter: Waiter | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly timeoutMs: number;
  private readonly writeTimeoutMs: number;
  private readonly readRetries: number;

  constructor(
    private readonly transport: CanTransport,
    options: BafangClientOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 250;
    this.writeTimeoutMs = options.writeTimeoutMs ?? 1000;
    this.readRetries = options.readRetries ?? 2;
    this.unsubscribe = transport.onFrame((f) => this.onFrame(f));
  }

  close(): void {
    this.unsubscribe();
    this.waiter?.reject(new BafangTimeoutError('closed'));
    this.waiter = undefined;
  }

  /** The newest broadcast of `source` for `command`, if one was heard within `maxAgeMs`. */
  broadcast(source: number, command: BafangCommand, maxAgeMs = 2_000): Uint8Array | undefined {
    const b = this.broadcasts.get(`${source}:${command.code}:${command.subCode}`);
    return b && performance.now() - b.at <= maxAgeMs ? b.data : undefined;
  }

  read(target: number, command: BafangCommand): Promise<Uint8Array> {
    return this.serial(async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await this.exchange(target, command, [readRequest(target, command)], this.timeoutMs);
        } catch (e) {
          if (!(e instanceof BafangTimeoutError) || attempt >= this.readRetries) throw e;
        }
      }
    });
  }

  /** A value of up to eight bytes in one frame, or a long value as a multi-frame transfer. */
  write(target: number, command: BafangCommand, value: ArrayLike<number>): Promise<void> {
    const frames =
      value.length <= 8
        ? [shortWrite(target, command, value)]
        : longWriteFrames(BafangDevice.tool, target, command, value);
    return this.serial(async () => {
      await this.exchange(target, command, frames, this.writeTimeoutMs);
    });
  }

  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private exchange(
    target: number,
    command: BafangCommand,
    frames: BafangFrame[],
    timeoutMs: number,
  ): Promise<Uint8Array> {
    return new Promise<Uint8Array>((resolve, reject) => {
      let timer: PeerTimer | undefined;
      let settled = false;
      // Counts only time the bridge was listening: a stalled loop is not a silent device.
      const arm = (ms = timeoutMs) => {
        timer?.clear();
        timer = peerTimer(ms, () => done(new BafangTimeoutError(label(target, command))));
      };
      const done = (e: Error | undefined, value?: Uint8Array) => {
        settled = true;
        timer?.clear();
        this.waiter = undefined;
        if (e) reject(e);
        else resolve(value!);
      };
      this.waiter = {
        target,
        command,
        resolve: (v) => done(undefined, v),
        reject: (e) => (e instanceof ProgressSignal ? arm() : done(e)),
      };
      // Sending has a bound of its own: a connector that takes no frame must not hang the call.
      arm(Math.max(timeoutMs, SEND_LIMIT_MS));
      void (async () => {
        for (const f of frames) await this.send(f);
        // The wait for the answer starts once the request has left: a busy connector's own queue
        // is not the device's answer time.
        if (!settled) arm();
      })().catch((e: unknown) => done(e instanceof Error ? e : new Error(String(e))));
    });
  }

  private send(f: BafangFrame): Promise<void> {
    return this.transport.send({ id: f.id, ext: true, data: f.data });
  }

  private onFrame(frame: CanFrame): void {
    if (!frame.ext) return;
    const id = unpackBafangId(frame.id);
    if (
      id.target === BafangDevice.broadcast ||
      (id.target !== BafangDevice.tool && id.op === BafangOp.write)
    ) {
      this.broadcasts.set(`${id.source}:${id.code}:${id.subCode}`, {
        data: frame.data,
        at: performance.now(),
      });
      return;
    }
    if (id.target !== BafangDevice.tool) return;
    const step = this.reassembler.push({ id: frame.id, data: frame.data });
    if (step.kind === 'segment' || step.kind === 'complete') void this.send(step.ack).catch(() => undefined);
    const w = this.waiter;
    if (!w || id.source !== w.target) return;
    if (step.kind === 'complete' && matches(step.command, w.command)) return w.resolve(step.value);
    if (step.kind === 'segment') return w.reject(new ProgressSignal());
    if (step.kind === 'failed') return w.reject(new Error(`${label(w.target, w.command)}: ${step.reason}`));
    if (!matches(id, w.command)) return;
    if (id.op === BafangOp.normalAck) return w.resolve(frame.data);
    if (id.op === BafangOp.errorAck) return w.reject(new BafangRefusedError(label(w.target, w.command)));
  }
}

/** The longest a connector may take to send a request's frames (a busy serial line, not a stuck one). */
const SEND_LIMIT_MS = 2000;

/** A segment arrived: the transfer is alive, the timeout starts again. */
class ProgressSignal extends Error {}

const matches = (a: BafangCommand | BafangId, b: BafangCommand) =>
  a.code === b.code && a.subCode === b.subCode;
