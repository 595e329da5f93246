// A CANable / CANtact on its stock slcan firmware, written from that firmware's public source:
// normaldotcom/canable-fw at 8ca5d39 (CANable 1.0, STM32F042 bxCAN) and normaldotcom/canable2-fw at
// b158aa7 (CANable 2.0, STM32G431 FDCAN). Each fact below names its file.
// - It answers no command: src/usbd_cdc_if.c cdc_process has the CR/BEL replies commented out.
// - Only "V" answers, with GIT_VERSION " " GIT_REMOTE "\r" (src/slcan.c; the Makefile fills them from
//   `git describe` and the remote URL); canable2-fw's "E" answers "CANable Error Register: %X" with
//   no CR (src/slcan.c). "L", "F", "N", "Z" are unknown commands: ignored without a word.
// - "M1" (silent) is stored but can_enable sets Init.Mode = NORMAL again, so the adapter has no
//   listen-only mode in practice (src/can.c can_set_silent / can_enable).
// - "A0"/"A1" switch automatic retransmission; can_enable applies it (src/can.c).
// - "S0".."S8" (canable2-fw also "S9" = 83.3k) only while closed (src/can.c can_set_bitrate).
// - The transmit queue: TXQUEUE_LEN 28 (canable-fw) or 64 (canable2-fw) with one slot left unused
//   ("FIXME: wastes 1 item"); a full queue drops the frame silently (src/can.c can_tx, inc/can.h).
// - Received frames: "t"/"T"/"r"/"R", id, DLC, data, CR, upper-case hex, no timestamp
//   (src/slcan.c slcan_parse_frame); nothing is received while the channel is closed
//   (src/can.c is_can_msg_pending).
import type { Duplex } from 'node:stream';
import { writeToHost } from './cdc-out.ts';
import type { TimedFrame } from '../can/virtual-bus.ts';
import { SlcanCanController } from './slcan-can-controller.ts';
import type { SlcanControllerHost, SlcanControllerStats } from './slcan-can-controller.ts';

export type StockCanableFirmware = 'canable-fw' | 'canable2-fw';

const FIRMWARE: Record<
  StockCanableFirmware,
  { queue: number; bitrates: number[]; version: string; hasE: boolean; lowerCaseMA: boolean }
> = {
  'canable-fw': {
    queue: 28 - 1,
    bitrates: [10e3, 20e3, 50e3, 100e3, 125e3, 250e3, 500e3, 750e3, 1e6],
    version: '8ca5d39 https://github.com/normaldotcom/canable-fw.git',
    hasE: false,
    lowerCaseMA: true,
  },
  'canable2-fw': {
    queue: 64 - 1,
    bitrates: [10e3, 20e3, 50e3, 100e3, 125e3, 250e3, 500e3, 750e3, 1e6, 83_333],
    version: 'b158aa7 https://github.com/normaldotcom/canable2-fw.git',
    hasE: true,
    lowerCaseMA: false,
  },
};

/** The firmware's queue: how many frames the host may have waiting before one is lost. */
export function stockCanableQueueSize(firmware: StockCanableFirmware): number {
  return FIRMWARE[firmware].queue;
}

export class CanableStockDevice {
  readonly controller: SlcanCanController;
  private readonly fw: (typeof FIRMWARE)[StockCanableFirmware];
  private line = '';
  /** The firmware's error register bit for a dropped frame (inc/error.h ERR_FULLBUF_CANTX). */
  private errorRegister = 0;

  constructor(
    private readonly stream: Duplex,
    host: SlcanControllerHost,
    readonly firmware: StockCanableFirmware = 'canable2-fw',
  ) {
    this.fw = FIRMWARE[firmware];
    this.controller = new SlcanCanController(host, this.fw.queue, {
      received: (f) => this.toHost(f),
    });
    stream.on('data', (chunk: Buffer) => this.onData(chunk));
    stream.on('close', () => this.controller.stop());
    stream.on('error', () => this.controller.stop());
  }

  get stats(): SlcanControllerStats {
    return this.controller.stats;
  }

  private write(text: string): void {
    writeToHost(this.stream, text);
  }

  private onData(chunk: Buffer): void {
    for (const ch of chunk.toString('latin1')) {
      if (ch === '\r') {
        this.command(this.line);
        this.line = '';
      } else if (this.line.length >= 155) {
        this.line = ch; // SLCAN_MTU overflow: the firmware restarts the line
      } else this.line += ch;
    }
  }

  private command(line: string): void {
    const c = line[0];
    const arg = line[1];
    switch (c) {
      case 'O':
        return this.controller.start(false); // Init.Mode = NORMAL whatever "M" said
      case 'C':
        return this.controller.stop();
      case 'S': {
        const bitrate = this.fw.bitrates[Number.parseInt(arg ?? '', 16)];
        if (bitrate !== undefined && !this.controller.isOpen) this.controller.bitrate = bitrate;
        return;
      }
      case 'a':
      case 'A':
        if (c === 'a' && !this.fw.lowerCaseMA) return;
        if (!this.controller.isOpen) this.controller.retransmit = arg === '1';
        return;
      case 'V':
        return this.write(`${this.fw.version}\r`);
      case 'E':
        if (this.fw.hasE)
          this.write(`CANable Error Register: ${this.errorRegister.toString(16).toUpperCase()}`);
        return;
      case 't':
      case 'T':
      case 'r':
      case 'R':
        return this.transmit(line);
      default:
        return; // "M", "L", "F", "N", "Z", …: ignored or without effect, never answered
    }
  }

  private transmit(line: string): void {
    const ext = line[0] === 'T' || line[0] === 'R';
    const rtr = line[0] === 'r' || line[0] === 'R';
    const idLen = ext ? 8 : 3;
    const id = Number.parseInt(line.slice(1, 1 + idLen), 16);
    const dlc = Number.parseInt(line[1 + idLen] ?? '', 16);
    if (!(dlc >= 0 && dlc <= 8) || Number.isNaN(id)) return; // slcan_parse_str: DLC > 8 → -1
    const data = rtr
      ? new Uint8Array(dlc)
      : Uint8Array.from(Buffer.from(line.slice(2 + idLen, 2 + idLen + dlc * 2), 'hex'));
    const frame = {
      id,
      data: data.length === dlc ? data : new Uint8Array(dlc),
      ...(ext ? { ext } : {}),
      ...(rtr ? { rtr } : {}),
    };
    if (!this.controller.enqueue({ frame, marker: 0 })) this.errorRegister |= 1 << 4; // ERR_FULLBUF_CANTX = 4 (inc/error.h)
  }

  private toHost(f: TimedFrame): void {
    const letter = f.rtr ? (f.ext ? 'R' : 'r') : f.ext ? 'T' : 't';
    const id = f.id
      .toString(16)
      .toUpperCase()
      .padStart(f.ext ? 8 : 3, '0');
    const data = f.rtr ? '' : Buffer.from(f.data).toString('hex').toUpperCase();
    this.write(`${letter}${id}${f.data.length}${data}\r`);
  }
}
