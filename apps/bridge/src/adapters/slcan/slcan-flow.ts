// What keeps each slcan adapter's transmit queue from overflowing, and what its unsolicited lines
// say, per dialect (slcan-dialect.ts): the stock CANable's pacer (synced by its "V" answers), the
// CANable 2.5's echo window and error reports, WiCAN's queued window; the Lawicel-style adapter needs
// none ("z"/"Z").
import { SlcanCommand, encodeFrame } from '../../protocol/slcan-codec.ts';
import type { SlcanEvent } from '../../protocol/slcan-codec.ts';
import type { CanFrame } from '../../protocol/can-transport.ts';
import { EchoWindow } from './echo-window.ts';
import { QueuedWindow } from './queued-window.ts';
import { CANABLE25_TX_TIMEOUT, Canable25BusStatus, parseErrorReport } from './slcan-dialect.ts';
import type { SlcanAdapterIdentity } from './slcan-dialect.ts';
import { TransmitPacer } from './transmit-pacer.ts';

/** Lawicel "F" flags: bit 5 error passive, bit 7 bus error. */
const LAWICEL_BUS_TROUBLE = 0x20 | 0x80;
/** Frames the bridge lets be in WiCAN's 100-frame transmit queue at most (half: room for others). */
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
  /** WiCAN: its CR says a frame is queued, not sent; frames pipelined within its queue. */
  readonly queued: QueuedWindow | undefined;
  /**
   * Frames the adapter took and the wall-clock time with at least one frame being handed over (from
   * a write until its CR): pipelined frames overlap, so their times are not summed (decision 2903).
   */
  readonly tally = { frames: 0, ms: 0 };
  private handing = 0;
  private handingSince = 0;

  constructor(
    identity: SlcanAdapterIdentity,
    bitrate: number,
    write: (text: string) => void,
    frameAckTimeoutMs: number,
  ) {
    this.dialect = identity.dialect;
    if (identity.dialect === 'canable')
      this.pacer = new TransmitPacer(
        identity.queueSize ?? 27,
        () => bitrate,
        () => write(SlcanCommand.version),
      );
    // A few frames' room kept free in the 64-frame queue for the keep-alive beside a transfer.
    if (identity.dialect === 'canable25')
      this.echoes = new EchoWindow((identity.queueSize ?? 64) - 8, frameAckTimeoutMs);
    if (identity.dialect === 'wican') this.queued = new QueuedWindow(WICAN_QUEUED_AT_MOST, bitrate);
  }

  /**
   * Sends one frame the dialect's way. Lawicel-style: wait for "z"/"Z" (an adapter that stops
   * acknowledging answers 300013 instead of leaving the operation waiting for ever). Stock CANable:
   * nothing comes back; the pacer keeps its queue from overflowing. CANable 2.5: a marker for the
   * echo, and the CR that says the frame is queued. WiCAN: the CR says queued, frames pipelined
   * within its queue (queued-window.ts).
   */
  async transmit(frame: CanFrame, io: TransmitIo): Promise<void> {
    if (this.handing++ === 0) this.handingSince = performance.now();
    try {
      await this.send(frame, io);
      this.tally.frames++;
    } finally {
      if (--this.handing === 0) this.tally.ms += performance.now() - this.handingSince;
    }
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
    if (this.queued) {
      const answer = await this.queued.send(frame, () => io.answerTo(encodeFrame(frame)));
      if (answer.type !== 'ok' && answer.type !== 'tx-ack')
        throw new Error(`adapter refused the frame (${answer.type})`);
      return;
    }
    const event = await io.answerTo(encodeFrame(frame));
    if (event.type !== 'tx-ack') throw new Error(`adapter refused the frame (${event.type})`);
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

  /** A frame from the bus: it took bus time the stock CANable's or WiCAN's queued frames waited for. */
  heard(frame: CanFrame): void {
    this.pacer?.heard(frame);
    this.queued?.heard(frame);
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
