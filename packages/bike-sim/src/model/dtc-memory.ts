// The fault memory of a simulated component and what a clear does to it, modelled on e-bike drive
// units rather than on the letter of ISO 14229-1:
// - a current code (testFailed) stays latched until a tester clears it, as the code stays on the
//   display of a real drive system until the workshop clears it after the repair;
// - the error log (confirmedDTC) is the unit's warranty record: the dealer's clear does not erase it,
//   and a cleared current code is kept there — so the history read shows what was cleared;
// - a clear is followed by the component's next monitoring cycle: a fault whose cause is still
//   present is set again at once, a fault whose cause has gone stays cleared;
// - entries only in the log are left as they are: a clear adds nothing else to the history.
import { DemoErrorCodes, DtcStatusBit } from '@dealer/contracts';
import type { ComponentState, StoredDtc } from './bike-state.ts';

/** groupOfDTC value meaning every DTC of the component (ISO 14229-1 D.1). */
export const ALL_DTC_GROUPS = 0xffffff;

const CURRENT = DtcStatusBit.testFailed | DtcStatusBit.confirmed;

/** The 3-byte DTC number of a code: "0x0101" → 0x010100 (high, middle, failure-type byte 00). */
export function dtcNumber(code: string): number {
  return (parseInt(code, 16) & 0xffff) << 8;
}

/** Whether this component knows the group: all DTCs, or one DTC it can set (its catalogue codes and what it stores). */
export function supportsDtcGroup(c: ComponentState, group: number): boolean {
  if (group === ALL_DTC_GROUPS) return true;
  const ownCodes = DemoErrorCodes.filter((e) => e.component === c.partType).map((e) => e.code);
  return [...ownCodes, ...c.dtcs.map((d) => d.code)].some((code) => dtcNumber(code) === group);
}

/** ClearDiagnosticInformation on the fault memory, followed by the next monitoring cycle. */
export function clearDtcGroup(c: ComponentState, group: number): void {
  for (const dtc of c.dtcs) {
    if (group !== ALL_DTC_GROUPS && dtcNumber(dtc.code) !== group) continue;
    if (dtc.causePresent) dtc.status = CURRENT;
    else if (dtc.status & DtcStatusBit.testFailed) dtc.status = DtcStatusBit.confirmed;
  }
}

/**
 * The cause of a fault appears (the monitor sets the code: current and logged) or is repaired (the
 * code stays latched until it is cleared).
 */
export function setDtcCause(c: ComponentState, code: string, present: boolean): StoredDtc | undefined {
  let dtc = c.dtcs.find((d) => dtcNumber(d.code) === dtcNumber(code));
  if (!dtc && present) {
    dtc = { code, status: 0 };
    c.dtcs.push(dtc);
  }
  if (!dtc) return undefined;
  dtc.causePresent = present;
  if (present) dtc.status = CURRENT;
  return dtc;
}
