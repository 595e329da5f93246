// RequestDownload (0x34), TransferData (0x36), RequestTransferExit (0x37) and the verify routine.
// Application images go to the slot that does not hold the running image (A/B), so an interrupted
// download never destroys the old image; the bootloader keeps control until a verified image and a
// reset complete the update.
import { createHash } from 'node:crypto';
import {
  MAX_TRANSFER_BLOCK_LENGTH,
  MemoryRegion,
  Nrc,
  SecurityLevel,
  UdsSession,
  decodeVerifyOption,
} from '@dealer/contracts';
import { NrcError } from './server-context.ts';
import type { DownloadJob, Reply, ServerContext } from './server-context.ts';

const MAX_IMAGE_BYTES = 16 * 1024 * 1024;

/** The slot a download (or an erase) goes to: the one not holding the running image. */
function downloadSlot(c: ServerContext['component']): 0 | 1 {
  return c.slots[c.activeSlot] === null ? c.activeSlot : c.activeSlot === 0 ? 1 : 0;
}

function readUint(bytes: Uint8Array): number {
  return bytes.reduce((acc, b) => acc * 256 + b, 0);
}

export function requestDownload(ctx: ServerContext, req: Uint8Array): Reply {
  if (req.length < 3) throw new NrcError(Nrc.incorrectMessageLength);
  const dataFormat = req[1]!;
  const sizeLen = req[2]! >> 4;
  const addrLen = req[2]! & 0x0f;
  if (sizeLen < 1 || sizeLen > 4 || addrLen < 1 || addrLen > 4) throw new NrcError(Nrc.requestOutOfRange);
  if (req.length !== 3 + addrLen + sizeLen) throw new NrcError(Nrc.incorrectMessageLength);
  if (dataFormat !== 0x00) throw new NrcError(Nrc.requestOutOfRange); // no compression / encryption
  const address = readUint(req.subarray(3, 3 + addrLen));
  const size = readUint(req.subarray(3 + addrLen));
  const region =
    address === MemoryRegion.application
      ? 'application'
      : address === MemoryRegion.fontFrame
        ? 'fontFrame'
        : address === MemoryRegion.iconFrame
          ? 'iconFrame'
          : undefined;
  if (!region || (region !== 'application' && ctx.component.node !== 'hmi'))
    throw new NrcError(Nrc.requestOutOfRange);
  if (size < 1 || size > MAX_IMAGE_BYTES) throw new NrcError(Nrc.uploadDownloadNotAccepted);
  const needSession = region === 'application' ? UdsSession.programming : UdsSession.extended;
  const needLevel = region === 'application' ? SecurityLevel.programming : SecurityLevel.extended;
  if (ctx.session !== needSession) throw new NrcError(Nrc.serviceNotSupportedInActiveSession);
  if (!ctx.unlocked.has(needLevel)) throw new NrcError(Nrc.securityAccessDenied);
  const c = ctx.component;
  const targetSlot = downloadSlot(c);
  const job: DownloadJob = {
    region,
    size,
    received: 0,
    nextSeq: 1,
    lastSeq: -1,
    hash: createHash('sha256'),
    exited: false,
    targetSlot,
  };
  ctx.download = job;
  if (region === 'application') {
    c.slots[targetSlot] = null; // erase
    c.pendingSlot = null;
    ctx.bike.changed();
  }
  const finish = () =>
    Uint8Array.of(0x74, 0x20, MAX_TRANSFER_BLOCK_LENGTH >> 8, MAX_TRANSFER_BLOCK_LENGTH & 0xff);
  return region === 'application' ? { pendingMs: ctx.bike.timing.eraseMs, finish } : finish();
}

/**
 * TransferData in the order of ISO 14229-1:2013 §14.5 (its NRC table): message length (0x13) — in a
 * download the transferRequestParameterRecord carries the data and is mandatory, so a block without
 * data is 0x13 — then the sequence (0x24: no download active, or all of memorySize already received),
 * then the block counter (0x73) and a block that would overrun memorySize (0x71).
 */
export function transferData(ctx: ServerContext, req: Uint8Array): Reply {
  if (req.length < 3 || req.length > MAX_TRANSFER_BLOCK_LENGTH)
    throw new NrcError(Nrc.incorrectMessageLength);
  const job = ctx.download;
  if (!job || job.exited) throw new NrcError(Nrc.requestSequenceError);
  const seq = req[1]!;
  // A repeated block (the tester missed our answer) is acknowledged without writing it twice.
  if (seq === job.lastSeq) return Uint8Array.of(0x76, seq);
  if (job.received === job.size) throw new NrcError(Nrc.requestSequenceError);
  if (seq !== job.nextSeq) throw new NrcError(Nrc.wrongBlockSequenceCounter);
  const data = req.subarray(2);
  if (job.received + data.length > job.size) throw new NrcError(Nrc.transferDataSuspended);
  job.hash.update(data);
  job.received += data.length;
  job.lastSeq = seq;
  job.nextSeq = (seq + 1) & 0xff;
  return Uint8Array.of(0x76, seq);
}

export function requestTransferExit(ctx: ServerContext, req: Uint8Array): Reply {
  const job = ctx.download;
  if (req.length !== 1) throw new NrcError(Nrc.incorrectMessageLength);
  if (!job || job.exited || job.received !== job.size) throw new NrcError(Nrc.requestSequenceError);
  job.exited = true;
  job.digest = job.hash.digest('hex');
  return Uint8Array.of(0x77);
}

/**
 * 0xFF00 eraseMemory, the standard routine identifier of ISO 14229-1:2013 Annex F (Table F.1). Option
 * record: none (the whole application region) or, as RequestDownload's, addressAndLengthFormatIdentifier
 * 0x44, memoryAddress and memorySize of the application region. It erases the slot the next download
 * goes to — never the running image (A/B). Order as RoutineControl's NRC table: routine not offered in
 * this session (0x31), security (0x33), option length (0x13), option value (0x31), sequence (0x24).
 */
export function eraseMemoryRoutine(
  ctx: ServerContext,
  option: Uint8Array,
  ok: (...status: number[]) => Uint8Array,
): Reply {
  if (ctx.session !== UdsSession.programming) throw new NrcError(Nrc.requestOutOfRange);
  if (!ctx.unlocked.has(SecurityLevel.programming)) throw new NrcError(Nrc.securityAccessDenied);
  if (option.length !== 0 && option.length !== 9) throw new NrcError(Nrc.incorrectMessageLength);
  if (option.length === 9) {
    if (option[0] !== 0x44 || readUint(option.subarray(1, 5)) !== MemoryRegion.application)
      throw new NrcError(Nrc.requestOutOfRange);
    const size = readUint(option.subarray(5));
    if (size < 1 || size > MAX_IMAGE_BYTES) throw new NrcError(Nrc.requestOutOfRange);
  }
  if (ctx.download && !ctx.download.exited) throw new NrcError(Nrc.requestSequenceError);
  const c = ctx.component;
  const targetSlot = downloadSlot(c);
  c.slots[targetSlot] = null;
  c.pendingSlot = null;
  ctx.download = undefined;
  ctx.bike.changed();
  return { pendingMs: ctx.bike.timing.eraseMs, finish: () => ok(0x00) };
}

/** 0xFF01: compare the received image with the digest the tester expects; accept it on a match. */
export function verifyRoutine(
  ctx: ServerContext,
  option: Uint8Array,
  ok: (...status: number[]) => Uint8Array,
): Reply {
  const job = ctx.download;
  if (!job?.exited || !job.digest) throw new NrcError(Nrc.requestSequenceError);
  let expected: { sha256Hex: string; version: string };
  try {
    expected = decodeVerifyOption(option);
  } catch {
    throw new NrcError(Nrc.incorrectMessageLength);
  }
  ctx.download = undefined;
  const pass = expected.sha256Hex === job.digest && expected.version !== '';
  const c = ctx.component;
  if (pass && job.region === 'application') {
    c.slots[job.targetSlot] = { version: expected.version, sha256: job.digest, size: job.size };
    c.pendingSlot = job.targetSlot;
  } else if (pass && job.region === 'fontFrame') c.fontVersion = expected.version;
  else if (pass) c.iconVersion = expected.version;
  ctx.bike.changed();
  return { pendingMs: ctx.bike.timing.verifyMs, finish: () => ok(pass ? 0x00 : 0x01) };
}
