// Frames of one Bafang request/answer exchange, and the multi-frame transfer of values longer than
// eight bytes. Sequence read from mdi-9/bafang_canable_pro canbus.js (_handleFrameReceived: the start
// frame keeps the command and carries the total length in byte 0; continuation and end frames carry
// the sequence number in the sub-code from 0; the tool acknowledges every segment with a normal
// acknowledge on the original command, data 00) and bafang-serializer.js (writeLongParameter: a write
// carrying the length, a start frame with the first eight bytes, continuations with command 0 and the
// sequence in the sub-code, an end frame with the rest).
import { BafangDevice, BafangOp, packBafangId, unpackBafangId } from './can-id.ts';
import type { BafangId, BafangOpCode } from './can-id.ts';
import type { BafangCommand } from './commands.ts';

export interface BafangFrame {
  /** 29-bit identifier (always an extended frame). */
  id: number;
  data: Uint8Array;
}

export function bafangFrame(
  source: number,
  target: number,
  op: BafangOpCode,
  command: BafangCommand,
  data: ArrayLike<number> = [],
): BafangFrame {
  return {
    id: packBafangId({ source, target, op, code: command.code, subCode: command.subCode }),
    data: Uint8Array.from(data),
  };
}

/** A read request from the tool: one frame, no data needed (the community tools send one 00 byte). */
export function readRequest(target: number, command: BafangCommand): BafangFrame {
  return bafangFrame(BafangDevice.tool, target, BafangOp.read, command, [0x00]);
}

/** A value of up to eight bytes written in one frame. */
export function shortWrite(target: number, command: BafangCommand, value: ArrayLike<number>): BafangFrame {
  if (value.length > 8) throw new RangeError('a short write carries at most 8 bytes');
  return bafangFrame(BafangDevice.tool, target, BafangOp.write, command, value);
}

/**
 * The frames of a long value sent by `source` to `target`: a write announcing the length, then start,
 * continuations and end. Used by the tool for long writes.
 */
export function longWriteFrames(
  source: number,
  target: number,
  command: BafangCommand,
  value: ArrayLike<number>,
): BafangFrame[] {
  const bytes = Array.from(value);
  if (bytes.length <= 8 || bytes.length > 255) throw new RangeError('a long value has 9…255 bytes');
  const frames = [
    bafangFrame(source, target, BafangOp.write, command, [bytes.length]),
    bafangFrame(source, target, BafangOp.multiStart, command, bytes.slice(0, 8)),
  ];
  let rest = bytes.slice(8);
  let seq = 0;
  while (rest.length > 8) {
    frames.push(
      bafangFrame(source, target, BafangOp.multiContinue, { code: 0, subCode: seq++ }, rest.slice(0, 8)),
    );
    rest = rest.slice(8);
  }
  frames.push(bafangFrame(source, target, BafangOp.multiEnd, { code: 0, subCode: seq }, rest));
  return frames;
}

/**
 * The frames of a long answer from a device: start with the length, then the bytes eight at a time,
 * the last one as the end frame. Used by devices answering a read.
 */
export function longAnswerFrames(
  source: number,
  target: number,
  command: BafangCommand,
  value: ArrayLike<number>,
): BafangFrame[] {
  const bytes = Array.from(value);
  if (bytes.length <= 8 || bytes.length > 255) throw new RangeError('a long value has 9…255 bytes');
  const frames = [bafangFrame(source, target, BafangOp.multiStart, command, [bytes.length])];
  const chunks = Math.ceil(bytes.length / 8);
  for (let seq = 0; seq < chunks; seq++) {
    const op = seq === chunks - 1 ? BafangOp.multiEnd : BafangOp.multiContinue;
    frames.push(
      bafangFrame(source, target, op, { code: 0, subCode: seq }, bytes.slice(seq * 8, seq * 8 + 8)),
    );
  }
  return frames;
}

/** The acknowledge for one received segment (or a whole short answer): normal ack, same command, 00. */
export function segmentAck(received: BafangId, command: BafangCommand): BafangFrame {
  return bafangFrame(received.target, received.source, BafangOp.normalAck, command, [0x00]);
}

export type ReassemblyStep =
  | { kind: 'ignored' }
  | { kind: 'segment'; ack: BafangFrame }
  | { kind: 'complete'; ack: BafangFrame; command: BafangCommand; source: number; value: Uint8Array }
  | { kind: 'failed'; reason: string };

interface Pending {
  command: BafangCommand;
  length: number;
  nextSeq: number;
  bytes: number[];
}

/**
 * Collects multi-frame transfers addressed to one receiver, one transfer per sender at a time (the
 * sources show one long transfer per sender in flight). Each step says what to acknowledge.
 */
export class BafangReassembler {
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly self: number) {}

  push(frame: BafangFrame): ReassemblyStep {
    const id = unpackBafangId(frame.id);
    if (id.target !== this.self) return { kind: 'ignored' };
    if (id.op === BafangOp.multiStart) {
      const command = { code: id.code, subCode: id.subCode };
      this.pending.set(id.source, { command, length: frame.data[0] ?? 0, nextSeq: 0, bytes: [] });
      return { kind: 'segment', ack: segmentAck(id, command) };
    }
    if (id.op !== BafangOp.multiContinue && id.op !== BafangOp.multiEnd) return { kind: 'ignored' };
    const p = this.pending.get(id.source);
    if (!p) return { kind: 'ignored' };
    if (id.subCode !== p.nextSeq) {
      this.pending.delete(id.source);
      return { kind: 'failed', reason: `segment ${id.subCode} arrived, ${p.nextSeq} expected` };
    }
    p.nextSeq++;
    p.bytes.push(...frame.data);
    const ack = segmentAck(id, p.command);
    if (id.op === BafangOp.multiContinue && p.bytes.length < p.length) return { kind: 'segment', ack };
    this.pending.delete(id.source);
    if (p.bytes.length !== p.length)
      return { kind: 'failed', reason: `${p.bytes.length} bytes arrived, ${p.length} announced` };
    return { kind: 'complete', ack, command: p.command, source: id.source, value: Uint8Array.from(p.bytes) };
  }
}
