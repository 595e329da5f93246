// A CANable on the CANable 2.5 slcan firmware, written from its public source:
// Elmue/CANable-2.5-firmware-Slcan-and-Candlelight at 3c94657 (2026-08-07), files under Firmware/.
// - Every command is answered: CR for success, BEL for an error (legacy mode), or "#\r" / "#<code>\r"
//   after "MF" (Slcan/control.c control_parse_command; codes in settings.h eFeedback).
// - "C" is never answered, open or not (control.c case 'C'), and resets the mode and user flags.
// - "V" answers "+Board: …\tSlcan: 105\t…\tSerial: …\r" (control.c case 'V').
// - "O" opens in the mode set by "M0"/"M1"; "ON" normal, "OS" bus monitoring (listen-only)
//   (control.c case 'O' and 'M'). "L<n>" is the bus-load report, not listen-only (case 'L').
// - "M" flags: A/a retransmit, E/e error reports, F/f feedback, M/m transmit echo (control.c).
// - A transmit is answered at once (queued, control_parse_str → buf_store_tx_packet); a full queue
//   of 64 is refused with #7 / BEL (Slcan/buffer.c, settings.h BUF_CAN_TXQUEUE_LEN); sending in bus
//   monitoring mode is refused with #9 (can.c can_is_tx_allowed).
// - With the echo on the host appends a 2-digit marker to each frame; when the controller has sent
//   it (Tx event) the adapter reports "M<marker>\r"; marker 0 gets no echo (can.c, buffer.c
//   buf_store_tx_echo).
// - Error reports "E" + bus status|last protocol error, app flags, TEC, REC as 2-digit hex, every
//   100 ms while the state changes, every 3 s while it stays, at once on bus-off (error.c
//   error_is_report_due, control.c control_process). Bus status: 0x10 warning, 0x20 passive,
//   0x30 off (settings.h eErrorBusStatus); protocol error 3 = ACK, 5 = bit0 (the FDCAN LEC codes).
// - Transmit timeout: with retransmission on, frames pending while none was queued or sent for 500 ms
//   (CAN_TX_TIMEOUT) are aborted, the transmit buffer cleared, and the report carries app flag 0x10
//   (can.c can_process "Transmit Timeout"; settings.h APP_CanTxTimeout).
import type { Duplex } from 'node:stream';
import { writeToHost } from './cdc-out.ts';
import type { TimedFrame } from '../can/virtual-bus.ts';
import { SlcanCanController } from './slcan-can-controller.ts';
import type { SlcanControllerHost, SlcanControllerStats } from './slcan-can-controller.ts';

/** "S0".."S8" (control.c case 'S'). */
const BITRATES = new Map(
  [10e3, 20e3, 50e3, 100e3, 125e3, 250e3, 500e3, 800e3, 1e6].map((b, i) => [`${i}`, b]),
);
const FBK = {
  invalidCommand: '1',
  invalidParameter: '2',
  mustBeOpen: '3',
  mustBeClosed: '4',
  txFull: '7',
  busOff: '8',
  silent: '9',
  noBaudrate: ':',
} as const;
type Feedback = 'ok' | 'string' | (typeof FBK)[keyof typeof FBK];
const REPORT_CHANGE_MS = 100;
const REPORT_REPEAT_MS = 3000;
const CAN_TX_TIMEOUT_MS = 500;
const TX_TIMEOUT_CHECK_MS = 20; // the firmware's main loop looks every few microseconds
const APP_CAN_TX_TIMEOUT = 0x10;

export class Canable25Device {
  readonly controller: SlcanCanController;
  private line = '';
  private flags = { retransmit: true, errorReport: false, feedback: false, echo: false };
  private monitoring = false;
  private reportTimer: NodeJS.Timeout | undefined;
  private lastReport = '';
  private lastReportAt = 0;
  /** can.c last_tx_tick: the last frame queued or sent. */
  private lastTxTick = 0;
  private appFlags = 0;
  private timeoutTimer: NodeJS.Timeout | undefined;
  /** Transmit timeouts: times the adapter aborted its unacknowledged frames and cleared its queue. */
  txTimeouts = 0;

  constructor(
    private readonly stream: Duplex,
    host: SlcanControllerHost,
    private readonly serial = 'SIM25',
  ) {
    this.controller = new SlcanCanController(host, 64, {
      received: (f) => this.toHost(f),
      sent: ({ marker }) => {
        this.lastTxTick = performance.now();
        if (this.flags.echo && marker > 0) this.write(`M${hex2(marker)}\r`);
      },
    });
    stream.on('data', (chunk: Buffer) => this.onData(chunk));
    stream.on('close', () => this.close());
    stream.on('error', () => this.close());
  }

  get stats(): SlcanControllerStats {
    return this.controller.stats;
  }

  private write(text: string): void {
    writeToHost(this.stream, text);
  }

  private onData(chunk: Buffer): void {
    for (const ch of chunk.toString('latin1')) {
      if (ch !== '\r') {
        this.line += ch;
        continue;
      }
      const result = this.command(this.line);
      this.line = '';
      if (result === 'string') continue;
      if (result === 'ok') this.write(this.flags.feedback ? '#\r' : '\r');
      else this.write(this.flags.feedback ? `#${result}\r` : '\x07');
    }
  }

  private command(line: string): Feedback {
    if (line === '') return 'ok';
    const open = this.controller.isOpen;
    switch (line[0]) {
      case 'A':
        if (line.length !== 2 || !'01'.includes(line[1]!)) return FBK.invalidParameter;
        if (open) return FBK.mustBeClosed;
        this.flags.retransmit = line[1] === '1';
        return 'ok';
      case 'M':
        return this.mode(line.slice(1));
      case 'O': {
        if (line.length > 2) return FBK.invalidParameter;
        if (line[1] === 'S' || line[1] === 'N') this.monitoring = line[1] === 'S';
        else if (line.length === 2) return FBK.invalidParameter;
        if (open) return FBK.mustBeClosed;
        if (this.controller.bitrate === undefined) return FBK.noBaudrate;
        this.controller.retransmit = this.flags.retransmit;
        this.controller.start(this.monitoring);
        this.reportTimer = setInterval(() => this.report(), REPORT_CHANGE_MS);
        this.timeoutTimer = setInterval(() => this.checkTxTimeout(), TX_TIMEOUT_CHECK_MS);
        return 'ok';
      }
      case 'C':
        if (line.length !== 1) return FBK.invalidParameter;
        this.close();
        this.flags = { retransmit: true, errorReport: false, feedback: false, echo: false };
        this.monitoring = false;
        return 'string'; // never answered
      case 'V':
        if (line.length !== 1) return FBK.invalidParameter;
        this.write(
          `+Board: MKS\tMCU: STM32G431\tDevID: 1128\tFirmware: 2427156\tSlcan: 105\tClock: 160\tChannels: 1\tQuartz: No\tLimits: 512,256,128,128,32,32,16,16\tHAL: 1.2.5\tSerial: ${this.serial}\r`,
        );
        return 'string';
      case 'S': {
        const bitrate = BITRATES.get(line[1] ?? '');
        if (line.length !== 2 || bitrate === undefined) return FBK.invalidParameter;
        if (open) return FBK.mustBeClosed;
        this.controller.bitrate = bitrate;
        return 'ok';
      }
      case 't':
      case 'T':
      case 'r':
      case 'R':
        return this.transmit(line);
      default:
        return FBK.invalidCommand; // "N", "Z", "F" without filter … (F is the host filter here)
    }
  }

  private mode(flags: string): Feedback {
    if (flags.length === 0) return FBK.invalidParameter;
    for (const f of flags) {
      if ('Aa01'.includes(f) && this.controller.isOpen) return FBK.mustBeClosed;
      if (f === 'A' || f === 'a') this.flags.retransmit = f === 'A';
      else if (f === 'E' || f === 'e') this.flags.errorReport = f === 'E';
      else if (f === 'F' || f === 'f') this.flags.feedback = f === 'F';
      else if (f === 'M' || f === 'm') this.flags.echo = f === 'M';
      else if (f === '0' || f === '1') this.monitoring = f === '1';
      else if (!'DdSsIi'.includes(f)) return FBK.invalidParameter;
    }
    return 'ok';
  }

  private transmit(line: string): Feedback {
    if (!this.controller.isOpen) return FBK.mustBeOpen;
    if (this.monitoring) return FBK.silent;
    if (this.controller.busOff) return FBK.busOff;
    const ext = line[0] === 'T' || line[0] === 'R';
    const rtr = line[0] === 'r' || line[0] === 'R';
    const idLen = ext ? 8 : 3;
    const idText = line.slice(1, 1 + idLen);
    const dlc = Number.parseInt(line[1 + idLen] ?? 'x', 16);
    if (!/^[0-9A-Fa-f]+$/.test(idText) || idText.length !== idLen || !(dlc >= 0 && dlc <= 8))
      return FBK.invalidParameter;
    const dataLen = rtr ? 0 : dlc * 2;
    const dataText = line.slice(2 + idLen, 2 + idLen + dataLen);
    const markerText = this.flags.echo ? line.slice(2 + idLen + dataLen, 4 + idLen + dataLen) : '';
    if (
      line.length !== 2 + idLen + dataLen + markerText.length ||
      (this.flags.echo && markerText.length !== 2)
    )
      return FBK.invalidParameter;
    if (!/^[0-9A-Fa-f]*$/.test(dataText + markerText)) return FBK.invalidParameter;
    const id = Number.parseInt(idText, 16);
    if (id > (ext ? 0x1fffffff : 0x7ff)) return '=' as Feedback; // FBK_ParamOutOfRange
    const data = rtr ? new Uint8Array(dlc) : Uint8Array.from(Buffer.from(dataText, 'hex'));
    const frame = { id, data, ...(ext ? { ext } : {}), ...(rtr ? { rtr } : {}) };
    const marker = markerText ? Number.parseInt(markerText, 16) : 0;
    if (!this.controller.enqueue({ frame, marker })) return FBK.txFull;
    this.lastTxTick = performance.now();
    return 'ok';
  }

  /** can_process, "Transmit Timeout": pending frames (retransmission on) stuck for 500 ms. */
  private checkTxTimeout(): void {
    const c = this.controller;
    if (!c.retransmit || c.waiting === 0) return;
    if (performance.now() < this.lastTxTick + CAN_TX_TIMEOUT_MS) return;
    c.clearQueue();
    this.txTimeouts++;
    this.appFlags |= APP_CAN_TX_TIMEOUT;
  }

  /** control_process: the error report, when enabled and due. */
  private report(): void {
    if (!this.flags.errorReport || !this.controller.isOpen) return;
    const c = this.controller;
    const status = c.busOff ? 0x30 : c.errorPassive ? 0x20 : c.tec >= 96 ? 0x10 : 0;
    const proto = c.lastError === 'ack' ? 3 : c.lastError === 'bit' ? 5 : 0;
    const text = `E${hex2(status | proto)}${hex2(this.appFlags)}${hex2(Math.min(c.tec, 255))}00\r`;
    const now = Date.now();
    const quiet = status === 0 && proto === 0 && c.tec === 0 && this.appFlags === 0;
    if (quiet && this.lastReport === '') return; // no errors present, nothing to report
    const changed = text !== this.lastReport;
    if (!changed && now - this.lastReportAt < REPORT_REPEAT_MS) return;
    if (quiet && !changed) return;
    this.lastReport = quiet ? '' : text;
    this.lastReportAt = now;
    c.lastError = 'none'; // reported once, then cleared (error_clear)
    this.appFlags = 0;
    this.write(text);
  }

  private close(): void {
    for (const timer of [this.reportTimer, this.timeoutTimer]) clearInterval(timer);
    this.reportTimer = this.timeoutTimer = undefined;
    this.appFlags = 0;
    this.lastReport = '';
    this.controller.stop();
    this.controller.clearQueue();
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

const hex2 = (v: number) => v.toString(16).toUpperCase().padStart(2, '0');
