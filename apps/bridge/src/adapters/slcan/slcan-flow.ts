// What keeps each slcan adapter's transmit queue from overflowing, and what its unsolicited lines
// say, per dialect (slcan-dialect.ts): the stock CANable's pacer (synced by its "V" answers), the
// CANable 2.5's echo window and error reports; the Lawicel-style adapter needs neither ("z"/"Z").
import { frameBitLength } from '@dealer/bike-sim';
import { SlcanCommand, encodeFrame } from '../../protocol/slcan-codec.ts';
import type { SlcanEvent } from '../../protocol/slcan-codec.ts';
import type { CanFrame } from '../../protocol/can-transport.ts';
import { EchoWindow } from './echo-window.ts';
import { CANABLE25_TX_TIMEOUT, Canable25BusStatus, parseErrorReport } from './slcan-dialect.ts';
import type { SlcanAdapterIdentity } from './slcan-dialect.ts';
import { TransmitPacer } from './transmit-pacer.ts';

/** Lawicel "F" flags: bit 5 error passive, bit 7 bus error. */
const LAWICEL_BUS_TROUBLE = 0x20 | 0x80;
/** Frames the bridge lets wait in WiCAN's 100-frame transmit queue at most. */
const WICAN_QUEUED_AT_MOST = 50;

interface TransmitIo {
  write(text: string): void;
  answerTo(text: string): Promise<SlcanEvent>;
}

export class SlcanFlow {
  readonly pacer: TransmitPacer | undefined;
  readonly echoes: EchoWindow | undefined;
  private busStatus: number = Canable25BusStatus.active;
  private readonly dialect: SlcanAdapterIdentity['dialect'];
  /**
   * WiCAN's CR comes when the frame is in its 100-frame TWAI queue, not when it is on the bus, and a
   * frame finding the queue full for 1 ms is lost without a word (wican-fw main/slcan.c, can.c):
   * one frame at a time, each after the previous CR, and no more than half the queue projected to be
   * still waiting for the bus (each CR'd frame leaves no earlier than the bus time of those ahead).
   */
  private wicanTurn: Promise<unknown> = Promise.resolve();
  private wicanDepartures: number[] = [];
  private readonly bitrate: number;
  /** Frames the adapter took and the time spent handing them over: the link's rate (decision 2903). */
  readonly tally = { frames: 0, ms: 0 };

  constructor(
    identity: SlcanAdapterIdentity,
    bitrate: number,
    write: (text: string) => void,
    frameAckTimeoutMs: number,
  ) {
    this.dialect = identity.dialect;
    this.bitrate = bitrate;
    if (identity.dialect === 'canable')
      this.pacer = new TransmitPacer(
        identity.queueSize ?? 27,
        () => bitrate,
        () => write(SlcanCommand.version),
      );
    // A few frames' room kept free in the 64-frame queue for the keep-alive beside a transfer.
    if (identity.dialect === 'canable25')
      this.echoes = new EchoWindow((identity.queueSize ?? 64) - 8, frameAckTimeoutMs);
  }

  /**
   * Sends one frame the dialect's way. Lawicel-style: wait for "z"/"Z" (an adapter that stops
   * acknowledging answers 300013 instead of leaving the operation waiting for ever). Stock CANable:
   * nothing comes back; the pacer keeps its queue from overflowing. CANable 2.5: a marker for the
   * echo, and the CR that says the frame is queued.
   */
  async transmit(frame: CanFrame, io: TransmitIo): Promise<void> {
    const started = performance.now();
    await this.send(frame, io);
    this.tally.frames++;
    this.tally.ms += performance.now() - started;
  }

  private async send(frame: CanFrame, io: TransmitIo): Promise<void> {
    if (this.pacer) {
      await this.pacer.slot(frame);
      return io.write(encodeFrame(frame));
    }
    if (this.echoes) {
      const marker = (await this.echoes.take()).toString(16).toUpperCase().padStart(2, '0');
      const event = await io.answerTo(`${encodeFrame(frame).slice(0, -1)}${marker}\r`);
      if (event.type !== 'ok') throw new Error(`adapter refused the frame (${event.type})`);
      return;
    }
    if (this.dialect === 'wican') {
      const turn = this.wicanTurn.then(async () => {
        await this.wicanRoom();
        const answer = await io.answerTo(encodeFrame(frame));
        const last = this.wicanDepartures.at(-1) ?? 0;
        const busMs = (frameBitLength(frame, 'worst') / this.bitrate) * 1000;
        this.wicanDepartures.push(Math.max(performance.now(), last) + busMs);
        return answer;
      });
      this.wicanTurn = turn.catch(() => undefined);
      const answer = await turn;
      if (answer.type !== 'ok' && answer.type !== 'tx-ack')
        throw new Error(`adapter refused the frame (${answer.type})`);
      return;
    }
    const event = await io.answerTo(encodeFrame(frame));
    if (event.type !== 'tx-ack') throw new Error(`adapter refused the frame (${event.type})`);
  }

  /** Waits until fewer than half of WiCAN's queue (wican-fw main/can.c: 100) are projected queued. */
  private async wicanRoom(): Promise<void> {
    const now = performance.now();
    this.wicanDepartures = this.wicanDepartures.filter((d) => d > now);
    const excess = this.wicanDepartures.length - WICAN_QUEUED_AT_MOST;
    if (excess >= 0) await new Promise((r) => setTimeout(r, this.wicanDepartures[excess]! - now));
  }

  /**
   * The controller in trouble (error passive or bus error: its frames unacknowledged, as with the
   * cable pulled). Lawicel "F": bit 5 error passive, bit 7 bus error (cleared on read). CANable 2.5:
   * the last error report's bus status. The stock CANable cannot tell, nor WiCAN ("F00" always).
   */
  async busDown(command: (text: string) => Promise<SlcanEvent>): Promise<boolean> {
    if (this.dialect === 'canable25') return this.busStatus >= Canable25BusStatus.passive;
    if (this.dialect !== 'lawicel') return false;
    const event = await command(SlcanCommand.status);
    return event.type === 'status' && (event.flags & LAWICEL_BUS_TROUBLE) !== 0;
  }

  /** A frame from the bus: it took bus time the stock CANable's queued frames waited for. */
  heard(frame: CanFrame): void {
    this.pacer?.heard(frame);
  }

  /**
   * A line that answers no command in order: the stock CANable's "V" answer (the pacer's sync), the
   * CANable 2.5's transmit echo "M<marker>" and error report "E…".
   */
  report(text: string): void {
    if (this.pacer) return this.pacer.synced(); // the stock CANable's only answer: to "V"
    const echo = /^M([0-9A-F]{2})$/i.exec(text);
    if (echo) return this.echoes?.echoed(parseInt(echo[1]!, 16));
    const report = parseErrorReport(text);
    if (!report) return;
    this.busStatus = report.busStatus;
    if (report.appFlags & CANABLE25_TX_TIMEOUT) this.echoes?.reset();
  }

  /** The adapter went away: nothing is outstanding any more. */
  reset(): void {
    this.echoes?.reset();
    this.pacer?.reset();
  }
}
