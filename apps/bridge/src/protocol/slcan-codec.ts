// SLCAN (Lawicel CANUSB ASCII protocol), host side: commands to the adapter and a decoder for what it
// sends back. Every message ends with CR; an error is a BEL (0x07). After a transmit command the
// adapter answers "z" (standard) or "Z" (extended) once the frame is queued.
import type { CanFrame } from './can-transport.ts';

export const SLCAN_BITRATE_COMMAND: Record<number, string> = {
  10_000: 'S0',
  20_000: 'S1',
  50_000: 'S2',
  100_000: 'S3',
  125_000: 'S4',
  250_000: 'S5',
  500_000: 'S6',
  800_000: 'S7',
  1_000_000: 'S8',
};

export const SlcanCommand = {
  open: 'O\r',
  /** Open the channel listen-only: the controller never transmits, not even an acknowledge. */
  listenOnly: 'L\r',
  close: 'C\r',
  timestampsOff: 'Z0\r',
  version: 'V\r',
  serialNumber: 'N\r',
  status: 'F\r',
  bitrate(bps: number): string {
    const cmd = SLCAN_BITRATE_COMMAND[bps];
    if (!cmd) throw new RangeError(`SLCAN has no command for ${bps} bit/s`);
    return `${cmd}\r`;
  },
} as const;

const hex = (v: number, digits: number) => v.toString(16).toUpperCase().padStart(digits, '0');

export function encodeFrame(f: CanFrame): string {
  if (f.data.length > 8) throw new RangeError('classic CAN carries at most 8 bytes');
  if (f.ext ? f.id > 0x1fffffff : f.id > 0x7ff)
    throw new RangeError(`CAN id 0x${f.id.toString(16)} out of range`);
  const letter = f.rtr ? (f.ext ? 'R' : 'r') : f.ext ? 'T' : 't';
  const id = hex(f.id, f.ext ? 8 : 3);
  const data = f.rtr ? '' : Buffer.from(f.data).toString('hex').toUpperCase();
  return `${letter}${id}${f.data.length}${data}\r`;
}

export type SlcanEvent =
  | { type: 'frame'; frame: CanFrame; timestamp?: number }
  | { type: 'ok' }
  | { type: 'error' }
  | { type: 'tx-ack'; ext: boolean }
  | { type: 'version'; hardware: string; software: string }
  | { type: 'serial'; value: string }
  | { type: 'status'; flags: number }
  | { type: 'unknown'; text: string };

/** Parse one frame line (without CR); undefined if malformed. */
export function decodeFrameLine(line: string): { frame: CanFrame; timestamp?: number } | undefined {
  const letter = line[0];
  const ext = letter === 'T' || letter === 'R';
  const rtr = letter === 'r' || letter === 'R';
  if (!letter || !'tTrR'.includes(letter)) return undefined;
  const idLen = ext ? 8 : 3;
  const id = parseInt(line.slice(1, 1 + idLen), 16);
  const dlc = parseInt(line[1 + idLen] ?? '', 16);
  if (!/^[0-9A-Fa-f]+$/.test(line.slice(1, 2 + idLen)) || Number.isNaN(id) || !(dlc >= 0 && dlc <= 8))
    return undefined;
  const dataHex = rtr ? '' : line.slice(2 + idLen, 2 + idLen + dlc * 2);
  if (dataHex.length !== (rtr ? 0 : dlc * 2) || !/^[0-9A-Fa-f]*$/.test(dataHex)) return undefined;
  const rest = line.slice(2 + idLen + dataHex.length);
  if (rest !== '' && !/^[0-9A-Fa-f]{4}$/.test(rest)) return undefined;
  const data = rtr ? new Uint8Array(dlc) : Uint8Array.from(Buffer.from(dataHex, 'hex'));
  const frame: CanFrame = { id, data, ...(ext ? { ext } : {}), ...(rtr ? { rtr } : {}) };
  return rest ? { frame, timestamp: parseInt(rest, 16) } : { frame };
}

/** Splits the adapter's byte stream into events; keeps a partial line until its CR arrives. */
export class SlcanDecoder {
  private pending = '';

  push(chunk: Buffer | string): SlcanEvent[] {
    this.pending += typeof chunk === 'string' ? chunk : chunk.toString('latin1');
    const events: SlcanEvent[] = [];
    let start = 0;
    for (let i = 0; i < this.pending.length; i++) {
      const ch = this.pending[i];
      if (ch === '\x07') {
        events.push({ type: 'error' });
        start = i + 1;
      } else if (ch === '\r' || ch === '\n') {
        const line = this.pending.slice(start, i);
        start = i + 1;
        if (ch === '\n' && line === '') continue; // tolerate CRLF adapters
        events.push(this.parse(line));
      }
    }
    this.pending = this.pending.slice(start);
    if (this.pending.length > 64) this.pending = ''; // garbage without a terminator: resynchronise
    return events;
  }

  private parse(line: string): SlcanEvent {
    if (line === '') return { type: 'ok' };
    if (line === 'z' || line === 'Z') return { type: 'tx-ack', ext: line === 'Z' };
    const frame = decodeFrameLine(line);
    if (frame) return { type: 'frame', ...frame };
    if (/^V[0-9A-Fa-f]{4}$/.test(line))
      return { type: 'version', hardware: line.slice(1, 3), software: line.slice(3, 5) };
    // Lawicel: 4 characters; WiCAN: 8 ("N43010123", wican-fw main/slcan.c).
    if (/^N\w{4,8}$/.test(line)) return { type: 'serial', value: line.slice(1) };
    if (/^F[0-9A-Fa-f]{2}$/.test(line)) return { type: 'status', flags: parseInt(line.slice(1), 16) };
    return { type: 'unknown', text: line };
  }
}
