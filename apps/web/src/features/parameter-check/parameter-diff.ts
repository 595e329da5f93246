// Parameter compare: the bike's data array (read through the bridge) against the array the cloud
// holds as reviewed for that part (recorded with the last parameter sync). Pure, so it is tested alone.

export interface DiffRow {
  index: number;
  /** Parameter name as recorded in the cloud: byte_00 … byte_NN. */
  name: string;
  expected: number | null;
  actual: number | null;
  differs: boolean;
}

const byteName = (index: number) => `byte_${String(index).padStart(2, '0')}`;
export const hex = (v: number | null) =>
  v === null ? '—' : `0x${v.toString(16).padStart(2, '0').toUpperCase()}`;

export function diffArrays(expected: readonly number[] | null, actual: readonly number[]): DiffRow[] {
  const length = Math.max(expected?.length ?? 0, actual.length);
  const rows: DiffRow[] = [];
  for (let index = 0; index < length; index++) {
    const e = expected ? (expected[index] ?? null) : null;
    const a = actual[index] ?? null;
    rows.push({
      index,
      name: byteName(index),
      expected: e,
      actual: a,
      differs: expected !== null && e !== a,
    });
  }
  return rows;
}

/** The array as the cloud stores it in a parameter_sync activity: [{name, value}]. */
export const toNamedParameters = (array: readonly number[]) =>
  array.map((value, index) => ({ name: byteName(index), value }));

/** Reads the array back from a recorded activity payload; null when it does not hold one. */
export function fromNamedParameters(parameters: unknown): number[] | null {
  if (!Array.isArray(parameters) || parameters.length === 0) return null;
  const out: number[] = [];
  for (const p of parameters as unknown[]) {
    if (typeof p !== 'object' || p === null) return null;
    const { name, value } = p as { name?: unknown; value?: unknown };
    if (
      typeof name !== 'string' ||
      typeof value !== 'number' ||
      !Number.isInteger(value) ||
      value < 0 ||
      value > 255
    )
      return null;
    const index = Number(name.replace(/^byte_/, ''));
    if (!Number.isInteger(index) || index < 0 || index > 4095) return null;
    out[index] = value;
  }
  // Holes (a missing byte) make the record unusable; `some` would skip them, so count instead.
  return Object.keys(out).length === out.length ? out : null;
}

/** SHA-256 of the bytes, hex: the digest the task engine compares (parameter_need_compare). */
export async function parameterDigest(array: readonly number[]): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', Uint8Array.from(array));
  return [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
