// Is the bike on the stand the bike the technician named? The VIN the drive system reports and the
// bike its module ids belong to (suggest by mids) decide; either one pointing elsewhere is a mismatch.

export type IdentityCheck =
  | { kind: 'match' }
  /** The bus says it is another bike of this shop. */
  | { kind: 'other'; vin: string }
  /** The bus names no bike this shop knows (VIN empty or unknown, module ids unregistered). */
  | { kind: 'unknown'; readVin: string }
  /** The drive system stores no VIN (Bafang CAN): the frame number, typed twice, names the bike. */
  | { kind: 'frame' };

export interface IdentityBasis {
  /** The drive system can store a VIN (our UDS network; not Bafang CAN). */
  vinOnBus: boolean;
  /** The technician typed and reconfirmed the named bike's frame number. */
  frameConfirmed: boolean;
  /**
   * The connect continues a workspace whose identity was settled before (it holds a reading, which
   * only a matched bike gets). With the serials on the bus still registered to that bike, nothing
   * has changed since: the frame number is not asked again (docs/decisions/2844).
   */
  settledBefore?: boolean;
}

export function checkIdentity(
  chosenVin: string,
  readVin: string,
  midsVin: string | null,
  basis: IdentityBasis = { vinOnBus: true, frameConfirmed: false },
): IdentityCheck {
  // The frame number is the bike's own mark: once it is confirmed, swapped parts show as tasks.
  if (basis.frameConfirmed) return { kind: 'match' };
  const chosen = chosenVin.toUpperCase();
  if (!basis.vinOnBus) {
    // Bafang devices report serials, parts that move between bikes; only the frame names the bike —
    // once per workspace, while the serials still name it.
    if (basis.settledBefore && midsVin === chosenVin) return { kind: 'match' };
    return midsVin && midsVin !== chosenVin ? { kind: 'other', vin: midsVin } : { kind: 'frame' };
  }
  const read = readVin.toUpperCase();
  // The VIN programmed in the drive system, or the components' registration, names the chosen bike
  // (a wrong or empty VIN read then shows as the vin_not_found task).
  if (read === chosen || midsVin === chosenVin) return { kind: 'match' };
  if (midsVin) return { kind: 'other', vin: midsVin };
  return { kind: 'unknown', readVin: read };
}

/** Frame number input with reconfirm: both entries equal (ignoring case and spaces) and not empty. */
export const normaliseFrameNumber = (s: string) => s.replace(/\s+/g, '').toUpperCase();
export function frameNumbersAgree(first: string, second: string): boolean {
  const a = normaliseFrameNumber(first);
  return a.length >= 5 && a === normaliseFrameNumber(second);
}
