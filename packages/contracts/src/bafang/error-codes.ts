// Bafang display error codes. The codes the display reports and the meaning of those our sources
// document: OpenBafangTool src/constants/BafangCanConstants.ts (ErrorCodes, commit da2b875). Codes the
// source lists without a meaning are kept as known codes with no description — never invented.

export interface BafangErrorCode {
  code: number;
  /** Which device the fault is in, as far as the meaning says. */
  device: 'driveUnit' | 'display' | 'speedSensor' | null;
  /** Help-centre article slug; only for codes whose meaning is documented. */
  article: string | null;
}

/** Codes with a documented meaning (description and recommendations in the source). */
export const BAFANG_DOCUMENTED_CODES: readonly BafangErrorCode[] = [
  { code: 8, device: 'driveUnit', article: 'bafang-error-08-motor-hall-sensor' },
  { code: 14, device: 'driveUnit', article: 'bafang-error-14-motor-communication' },
  { code: 21, device: 'speedSensor', article: 'bafang-error-21-speed-sensor' },
];

/** Every code OpenBafangTool's table lists. */
export const BAFANG_KNOWN_CODES: readonly number[] = [
  4, 5, 7, 8, 9, 10, 11, 12, 14, 15, 21, 25, 26, 27, 30, 33, 35, 36, 37, 41, 42, 43, 45, 46, 47, 48, 71, 81,
];

export function bafangErrorCode(code: number): BafangErrorCode {
  return BAFANG_DOCUMENTED_CODES.find((c) => c.code === code) ?? { code, device: null, article: null };
}

/** The product's DTC text for a Bafang code: "BF-" and two digits, as the display shows them. */
export function bafangDtc(code: number): string {
  return `BF-${String(code).padStart(2, '0')}`;
}
