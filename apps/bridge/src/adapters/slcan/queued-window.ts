// Flow control for an slcan adapter whose answer to a frame says it is in the transmit queue, not
// that it left (WiCAN: wican-fw main/slcan.c answers CR after can_send queued it, whether or not
// there was room; main/can.c: a 100-frame TWAI queue, a frame finding it full for 1 ms is lost).
// Frames are pipelined (decision 2506): the host lets at most `limit` frames be in the adapter,
// counting a frame from its write until its answer, and from then until its projected departure
// (the answer's arrival, which is no earlier than the frame's, plus the bus time of every frame
// ahead of it, other nodes' frames included). Waiting for each answer before writing the next frame
// left the bus idle for one host–adapter round trip per frame: 0.83 of the ISO-TP limit at
// 500 kbit/s even behind a local pty, much less over Wi-Fi or Bluetooth.
import { frameBitLength } from '@dealer/bike-sim';
import type { CanFrame } from '../../protocol/can-transport.ts';

export class QueuedWindow {
  /** Frames written whose answer has not come: they may be in the adapter's queue already. */
  private unanswered = 0;
  /** Projected departures (performance.now() ms) of answered frames still in the adapter. */
  private departures: number[] = [];
  private lastDeparture = 0;
  private tail: Promise<unknown> = Promise.resolve();
  private readonly wakers = new Set<() => void>();

  constructor(
    private readonly limit: number,
    private readonly bitrate: number,
  ) {}

  /**
   * Writes `frame` (by `write`, which returns its answer) once there is room, and resolves with the
   * answer. Frames are written in the order they were handed over (ISO-TP's consecutive frames must
   * not overtake each other); the answer of one is not waited for before writing the next.
   */
  async send<T>(frame: CanFrame, write: () => Promise<T>): Promise<T> {
    const written = this.tail.then(async () => {
      await this.room();
      const answer = write();
      this.unanswered++;
      return { answer };
    });
    this.tail = written.catch(() => undefined);
    const { answer } = await written;
    try {
      const result = await answer;
      // Whatever it answered, the frame counts as queued until it can have left (the safe side).
      const now = performance.now();
      this.lastDeparture = Math.max(this.lastDeparture, now) + this.onWireMs(frame);
      this.departures.push(this.lastDeparture);
      return result;
    } finally {
      this.unanswered--;
      this.wake();
    }
  }

  /**
   * Another node's frame took the bus: every frame of ours still projected in the adapter leaves that
   * much later (on the safe side: the frame may have gone before ours were queued).
   */
  heard(frame: CanFrame): void {
    const now = performance.now();
    if (this.lastDeparture <= now) return;
    const ms = this.onWireMs(frame);
    this.departures = this.departures.map((d) => (d > now ? d + ms : d));
    this.lastDeparture += ms;
  }

  /** Frames that may be in the adapter now. */
  private get waiting(): number {
    const now = performance.now();
    this.departures = this.departures.filter((d) => d > now);
    return this.unanswered + this.departures.length;
  }

  private async room(): Promise<void> {
    while (this.waiting >= this.limit) {
      const next = this.departures[0];
      await new Promise<void>((resolve) => {
        const done = () => (clearTimeout(timer), this.wakers.delete(done), resolve());
        // An answer wakes it; otherwise the oldest answered frame's departure does.
        const timer = setTimeout(done, next === undefined ? 50 : Math.max(0, next - performance.now()));
        this.wakers.add(done);
      });
    }
  }

  private wake(): void {
    for (const w of [...this.wakers]) w();
  }

  /** A frame's bits with its actual stuff bits and the intermission: its time on the wire. */
  private onWireMs(frame: CanFrame): number {
    return (frameBitLength(frame) / this.bitrate) * 1000;
  }
}
