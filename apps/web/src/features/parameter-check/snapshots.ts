// Snapshots kept before every parameter write, in this browser, per bike and part, newest first.
// They hold what the bike had, so a write that turns out wrong can be undone even when the cloud
// never saw that state. Ten per part is enough to walk back a session; older ones drop off.

export interface ParameterSnapshot {
  vin: string;
  partType: string;
  takenAt: string;
  dataArray: number[];
}

const KEY = 'parameterSnapshots';
const KEEP = 10;

function readAll(): ParameterSnapshot[] {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed)
      ? (parsed as ParameterSnapshot[]).filter((s) => typeof s.vin === 'string' && Array.isArray(s.dataArray))
      : [];
  } catch {
    return [];
  }
}

export function listSnapshots(vin: string, partType: string): ParameterSnapshot[] {
  return readAll()
    .filter((s) => s.vin === vin && s.partType === partType)
    .sort((a, b) => b.takenAt.localeCompare(a.takenAt));
}

export function saveSnapshot(snapshot: ParameterSnapshot): void {
  const all = readAll();
  const mine = [
    snapshot,
    ...all.filter((s) => s.vin === snapshot.vin && s.partType === snapshot.partType),
  ].slice(0, KEEP);
  const others = all.filter((s) => !(s.vin === snapshot.vin && s.partType === snapshot.partType));
  localStorage.setItem(KEY, JSON.stringify([...others, ...mine]));
}
