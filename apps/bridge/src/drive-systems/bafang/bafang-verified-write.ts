// The one path every Bafang value write takes (decision 1124): read what the device holds, keep it as
// a snapshot, write, read again and compare byte for byte. A device that kept something else is a
// failed write (300104) naming the snapshot that puts the old value back.
import { BafangDevice } from '@dealer/contracts';
import type { BafangCommand, BafangDeviceName } from '@dealer/contracts';
import { BridgeError } from '../../lib/bridge-error.ts';
import { takeSnapshot } from './bafang-snapshots.ts';
import type { BafangSnapshotKind } from './bafang-snapshots.ts';
import type { BafangSystem } from './bafang-system.ts';

export interface BafangReading<T> {
  raw: number[];
  value: T;
}

export interface BafangWriteResult<T> {
  before: T;
  after: T;
  /** The snapshot taken before the write; null where nothing could be read first. */
  snapshot_id: number | null;
  /** `matches`: read back equal to what was written; `not_readable`: the device answers no read of it. */
  read_back: 'matches' | 'not_readable';
}

export function needDevice(system: BafangSystem, device: BafangDeviceName, action: string): number {
  if (!system.has(device))
    throw new BridgeError(300202, `This bike has no Bafang ${device}`, { action, component: device });
  return BafangDevice[device];
}

const sameBytes = (a: ArrayLike<number>, b: ArrayLike<number>) =>
  a.length === b.length && Array.from(a).every((x, i) => x === b[i]);

/**
 * Snapshot → write → read back. `build` turns what was read into the writes to send and the bytes
 * the read must give afterwards (for most values the written bytes themselves).
 */
export async function verifiedWrite<T>(
  system: BafangSystem,
  kind: BafangSnapshotKind,
  read: () => Promise<BafangReading<T>>,
  build: (before: BafangReading<T>) => {
    writes: { target: number; command: BafangCommand; bytes: ArrayLike<number> }[];
    expected: ArrayLike<number>;
  },
): Promise<BafangWriteResult<T>> {
  const before = await read();
  // The plan first: a value it refuses leaves neither a write nor a snapshot behind.
  const plan = build(before);
  const snap = takeSnapshot(system, kind, before.raw, before.value);
  for (const w of plan.writes) await system.client.write(w.target, w.command, w.bytes);
  const after = await read();
  if (!sameBytes(after.raw, plan.expected))
    throw new BridgeError(
      300104,
      `The device kept another value than the one written; snapshot ${snap.id} restores the one before`,
      { action: `Write ${kind}` },
    );
  return { before: before.value, after: after.value, snapshot_id: snap.id, read_back: 'matches' };
}
