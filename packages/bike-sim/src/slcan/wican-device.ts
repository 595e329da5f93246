// The WiCAN Wi-Fi/Bluetooth CAN adapter in slcan mode, written from its firmware's public source:
// meatpiHQ/wican-fw at 5e28f49 (2026-08-13), main/slcan.c unless named otherwise. The same device
// sits behind the TCP port (main/comm_server.c) and the BLE characteristic (main/ble.c).
// - Every command line ending in CR is answered; "V" with the fixed "V2011\r", "N" with the fixed
//   "N43010123\r", "F" with the fixed "F00\r" (no controller status), everything else with a bare
//   CR — a transmitted frame too, also when the channel is closed or the queue full (slcan_parse_str:
//   the result of can_send is not looked at; default: slcan_response(ack)).
// - A first character it does not know is skipped without a word (SL_HEADER default: break).
// - "O" opens in normal mode, "L" silent (listen-only), "Y" loop-back, "C" closes; "S0".."S8" the
//   bitrates 10k…1M (S7 800k), a higher digit ignored but answered; "A"/"a", "s", "M", "m", "Z" taken.
// - Received frames: "t"/"T"/"r"/"R", id, DLC, data, upper-case hex, CR; a 4-digit timestamp after
//   "Z1" (slcan_parse_frame).
// - The TWAI driver's transmit queue holds 100 frames (main/can.c tx_queue_len = 100); can_send
//   waits 1 tick (CONFIG_FREERTOS_HZ=1000 in sdkconfig: 1 ms) for room, then the frame is lost
//   without a word. The one task parsing the host's bytes waits meanwhile, so a host that waits
//   for each CR is held back by the bus (main/main.c can_tx_task).
import type { Duplex } from 'node:stream';
import type { TimedFrame } from '../can/virtual-bus.ts';
import { SlcanCanController } from './slcan-can-controller.ts';
import type { SlcanControllerHost, SlcanControllerStats } from './slcan-can-controller.ts';

const BITRATES = [10e3, 20e3, 50e3, 100e3, 125e3, 250e3, 500e3, 800e3, 1e6];
/** main/can.c tx_queue_len 100; the model's controller adds its transmit slots (3) to the queue. */
const TWAI_TX_QUEUE = 100 - 3;
const OK = '\r';

export interface WicanOptions {
  /** The bitrate set in WiCAN's web configuration, used when "O" comes before any "S". */
  configuredBitrate?: number;
}

export class WicanDevice {
  readonly controller: SlcanCanController;
  private line = '';
  private timestamps = false;
  /** Complete lines not yet processed (held while a transmit waits for room). */
  private readonly lines: string[] = [];
  private working = false;

  constructor(
    private readonly stream: Duplex,
    host: SlcanControllerHost,
    options: WicanOptions = {},
  ) {
    this.controller = new SlcanCanController(host, TWAI_TX_QUEUE, { received: (f) => this.toHost(f) });
    this.controller.bitrate = options.configuredBitrate ?? 500_000;
    stream.on('data', (chunk: Buffer) => this.onData(chunk));
    stream.on('close', () => this.controller.stop());
    stream.on('error', () => this.controller.stop());
  }

  get stats(): SlcanControllerStats {
    return this.controller.stats;
  }

  private write(text: string): void {
    if (!this.stream.destroyed) this.stream.write(text, 'latin1');
  }

  private onData(chunk: Buffer): void {
    for (const ch of chunk.toString('latin1')) {
      if (ch !== '\r') {
        // SL_HEADER skips characters it does not know (a stray LF, an unknown command letter).
        if (this.line !== '' || 'OYCLSsaAvVtTrRNZDmMF'.includes(ch)) this.line += ch;
        continue;
      }
      if (this.line !== '') this.lines.push(this.line);
      this.line = '';
    }
    void this.work();
  }

  private async work(): Promise<void> {
    if (this.working) return;
    this.working = true;
    try {
      for (let line = this.lines.shift(); line !== undefined; line = this.lines.shift()) {
        // twai_transmit(message, 1): one tick for room in the queue before the frame is lost.
        if ('tTrR'.includes(line[0]!) && this.controller.full) await new Promise((r) => setTimeout(r, 1));
        this.write(this.command(line));
      }
    } finally {
      this.working = false;
    }
  }

  private command(line: string): string {
    const c = line[0]!;
    switch (c) {
      case 'O':
      case 'Y':
      case 'L':
        this.controller.stop(); // can_enable on an enabled controller restarts it
        this.controller.start(c === 'L');
        return OK;
      case 'C':
        this.controller.stop();
        return OK;
      case 'S': {
        const bitrate = BITRATES[Number.parseInt(line[1] ?? '', 16)];
        if (bitrate !== undefined) this.controller.bitrate = bitrate;
        return OK;
      }
      case 'v':
      case 'V':
        return 'V2011\r';
      case 'N':
        return 'N43010123\r';
      case 'F':
        return 'F00\r';
      case 'Z':
        this.timestamps = line[1] === '1' ? true : line[1] === '0' ? false : this.timestamps;
        return OK;
      case 't':
      case 'T':
      case 'r':
      case 'R':
        this.transmit(line);
        return OK;
      default:
        return OK; // "A", "s", "M", "m", "D": taken and answered
    }
  }

  private transmit(line: string): void {
    const ext = line[0] === 'T' || line[0] === 'R';
    const rtr = line[0] === 'r' || line[0] === 'R';
    const idLen = ext ? 8 : 3;
    const id = Number.parseInt(line.slice(1, 1 + idLen), 16);
    const dlc = Number.parseInt(line[1 + idLen] ?? '', 16);
    if (!this.controller.isOpen || !(dlc >= 0 && dlc <= 8) || Number.isNaN(id)) return;
    const data = rtr
      ? new Uint8Array(dlc)
      : Uint8Array.from(Buffer.from(line.slice(2 + idLen, 2 + idLen + dlc * 2), 'hex'));
    const frame = { id, data, ...(ext ? { ext } : {}), ...(rtr ? { rtr } : {}) };
    this.controller.enqueue({ frame, marker: 0 }); // full: lost and counted, the host still got CR
  }

  private toHost(f: TimedFrame): void {
    const letter = f.rtr ? (f.ext ? 'R' : 'r') : f.ext ? 'T' : 't';
    const id = f.id
      .toString(16)
      .toUpperCase()
      .padStart(f.ext ? 8 : 3, '0');
    const data = f.rtr ? '' : Buffer.from(f.data).toString('hex').toUpperCase();
    const ts = this.timestamps
      ? (Math.round(f.completedAt) % 60_000).toString(16).toUpperCase().padStart(4, '0')
      : '';
    this.write(`${letter}${id}${f.data.length}${data}${ts}\r`);
  }
}
