// A classic CAN 2.0 frame and its length on the wire. Bit timing drives the virtual bus, so the
// length is computed from the real bit stream: CRC-15 and the stuff bits the data actually needs.

export interface CanFrame {
  id: number;
  /** 29-bit identifier (CAN 2.0B) instead of 11-bit. */
  ext?: boolean;
  /** Remote transmission request: no data, DLC still given by data.length. */
  rtr?: boolean;
  data: Uint8Array;
}

/** Bits after the CRC that are never stuffed: CRC delimiter, ACK slot + delimiter, EOF (7), intermission (3). */
const TRAILER_BITS = 1 + 2 + 7 + 3;

function pushBits(out: number[], value: number, count: number): void {
  for (let i = count - 1; i >= 0; i--) out.push((value >>> i) & 1);
}

/** The stuffed region of the frame (SOF … CRC) as bits, CRC included. */
export function stuffableBits(frame: CanFrame): number[] {
  const bits: number[] = [0]; // SOF (dominant)
  const dlc = frame.data.length;
  if (frame.ext) {
    pushBits(bits, frame.id >>> 18, 11);
    bits.push(1, 1); // SRR, IDE (recessive)
    pushBits(bits, frame.id & 0x3ffff, 18);
    bits.push(frame.rtr ? 1 : 0, 0, 0); // RTR, r1, r0
  } else {
    pushBits(bits, frame.id, 11);
    bits.push(frame.rtr ? 1 : 0, 0, 0); // RTR, IDE, r0
  }
  pushBits(bits, dlc, 4);
  if (!frame.rtr) for (const byte of frame.data) pushBits(bits, byte, 8);
  pushBits(bits, crc15(bits), 15);
  return bits;
}

/** CAN CRC-15, polynomial 0x4599, over SOF … data. */
export function crc15(bits: readonly number[]): number {
  let crc = 0;
  for (const bit of bits) {
    const next = bit ^ ((crc >>> 14) & 1);
    crc = (crc << 1) & 0x7fff;
    if (next) crc ^= 0x4599;
  }
  return crc;
}

/** Stuff bits inserted after every 5 equal bits; a stuff bit starts the next run. */
export function countStuffBits(bits: readonly number[]): number {
  let stuffed = 0;
  let run = 0;
  let last = -1;
  for (const bit of bits) {
    if (bit === last) run++;
    else {
      run = 1;
      last = bit;
    }
    if (run === 5) {
      stuffed++;
      last = 1 - bit; // the inserted complementary bit
      run = 1;
    }
  }
  return stuffed;
}

export type StuffingModel = 'exact' | 'worst' | 'none';

/** Length of the frame on the wire in bits, including intermission. */
export function frameBitLength(frame: CanFrame, stuffing: StuffingModel = 'exact'): number {
  const bits = stuffableBits(frame);
  const base = bits.length + TRAILER_BITS;
  if (stuffing === 'none') return base;
  if (stuffing === 'worst') return base + Math.floor((bits.length - 1) / 4);
  return base + countStuffBits(bits);
}

/** Bits of an 8-byte standard frame with "typical" stuffing, the figure the ISO-TP limit is quoted with. */
export const TYPICAL_8_BYTE_FRAME_BITS = 116.5;

/** Upper bound of ISO-TP payload throughput in bytes/s: 7 bytes per consecutive frame. */
export function isoTpLimitBytesPerSecond(bitrate: number): number {
  return (7 * bitrate) / TYPICAL_8_BYTE_FRAME_BITS;
}

export function formatFrame(f: CanFrame): string {
  const id = f.id
    .toString(16)
    .toUpperCase()
    .padStart(f.ext ? 8 : 3, '0');
  return `${id}#${f.rtr ? 'R' : Buffer.from(f.data).toString('hex').toUpperCase()}`;
}
