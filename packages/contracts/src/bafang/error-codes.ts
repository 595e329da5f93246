// Bafang display error codes. The codes the display reports and the meaning of those our sources
// document: OpenBafangTool src/constants/BafangCanConstants.ts (ErrorCodes, commit da2b875). Codes the
// source lists without a meaning are kept as known codes with no description — never invented.
import type { PartType } from '../enums.ts';

export interface BafangErrorCode {
  code: number;
  /** Which device the fault is in, as far as the meaning says. */
  device: 'driveUnit' | 'display' | 'speedSensor' | null;
  /** Help-centre article slug; only for codes whose meaning is documented. */
  article: string | null;
  /**
   * Danger level, the product's judgement of the documented meaning (the source gives meanings, not
   * levels) — the same scale as the HMI codes of DemoErrorCodes; null for a code without a meaning.
   * The help article states it and the task engine scores it (issue 27).
   */
  level: 'medium' | 'high' | null;
}

/** Codes with a documented meaning (description and recommendations in the source). */
export const BAFANG_DOCUMENTED_CODES: readonly BafangErrorCode[] = [
  { code: 8, device: 'driveUnit', article: 'bafang-error-08-motor-hall-sensor', level: 'high' },
  { code: 14, device: 'driveUnit', article: 'bafang-error-14-motor-communication', level: 'high' },
  { code: 21, device: 'speedSensor', article: 'bafang-error-21-speed-sensor', level: 'medium' },
];

/** Every code OpenBafangTool's table lists. */
export const BAFANG_KNOWN_CODES: readonly number[] = [
  4, 5, 7, 8, 9, 10, 11, 12, 14, 15, 21, 25, 26, 27, 30, 33, 35, 36, 37, 41, 42, 43, 45, 46, 47, 48, 71, 81,
];

export function bafangErrorCode(code: number): BafangErrorCode {
  return (
    BAFANG_DOCUMENTED_CODES.find((c) => c.code === code) ?? { code, device: null, article: null, level: null }
  );
}

/** The product's DTC text for a Bafang code: "BF-" and two digits, as the display shows them. */
export function bafangDtc(code: number): string {
  return `BF-${String(code).padStart(2, '0')}`;
}

/** The product's part type of the device a code points at (the display when the meaning names none). */
function bafangPartOfCode(code: number): PartType {
  const device = bafangErrorCode(code).device;
  return device === 'speedSensor' ? 'speed_sensor' : device === 'driveUnit' ? 'mid_motor' : 'hmi';
}

/**
 * The documented Bafang codes as the task engine's error-code catalogue takes them (DTC text, danger
 * level, part), beside DemoErrorCodes: a Bafang fault scores and opens tasks as a UDS fault does.
 */
export function bafangErrorCodeCatalogue(): {
  code: string;
  level: 'medium' | 'high';
  component: PartType;
}[] {
  return BAFANG_DOCUMENTED_CODES.filter((c) => c.level !== null).map((c) => ({
    code: bafangDtc(c.code),
    level: c.level!,
    component: bafangPartOfCode(c.code),
  }));
}
