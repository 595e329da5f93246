// Every Bafang write is preceded by a snapshot of what the device held (decision 1124): kept per
// connected system, newest first, so a technician can put the bike back as it came in. A snapshot
// holds the bytes as read, which is exactly what a restore writes back and then reads back.
import { BridgeError } from '../../lib/bridge-error.ts';
import type { BafangSystem } from './bafang-system.ts';

/** `service_mileage` is a record only: no command writes a service mileage back. */
export const BafangSnapshotKind = [
  'speed',
  'parameter1',
  'parameter2',
  'display_mileage',
  'service_mileage',
] as const;
export type BafangSnapshotKind = (typeof BafangSnapshotKind)[number];

export interface BafangSnapshot {
  id: number;
  kind: BafangSnapshotKind;
  taken_at: string;
  /** The bytes as read: what a restore writes back. */
  raw: number[];
  /** The same, typed, for people. */
  values: unknown;
}

/** A bike session rarely makes more writes; older snapshots make way for newer ones. */
const KEEP = 50;
const store = new WeakMap<BafangSystem, { next: number; list: BafangSnapshot[] }>();

function of(system: BafangSystem) {
  let s = store.get(system);
  if (!s) store.set(system, (s = { next: 1, list: [] }));
  return s;
}

export function takeSnapshot(
  system: BafangSystem,
  kind: BafangSnapshotKind,
  raw: ArrayLike<number>,
  values: unknown,
): BafangSnapshot {
  const s = of(system);
  const snap = { id: s.next++, kind, taken_at: new Date().toISOString(), raw: [...Array.from(raw)], values };
  s.list.unshift(snap);
  s.list.length = Math.min(s.list.length, KEEP);
  return snap;
}

export function listSnapshots(system: BafangSystem): BafangSnapshot[] {
  return [...of(system).list];
}

export function findSnapshot(system: BafangSystem, id: number): BafangSnapshot {
  const snap = of(system).list.find((x) => x.id === id);
  if (!snap)
    throw new BridgeError(400004, `No snapshot ${id} on this connection`, {
      reason: 'invalid_request',
      action: 'Restore snapshot',
    });
  return snap;
}
