// ReadDTCInformation (0x19) and ClearDiagnosticInformation (0x14) of a simulated component. What a
// clear does to the fault memory is decided in model/dtc-memory.ts.
import { DtcReportType, Nrc } from '@dealer/contracts';
import { bootModeOf } from '../model/bike-state.ts';
import { clearDtcGroup, dtcNumber, supportsDtcGroup } from '../model/dtc-memory.ts';
import { NrcError } from './server-context.ts';
import type { Reply, ServerContext } from './server-context.ts';

/** DTC "0x0101" ↔ 3 bytes 01 01 00 (high, middle, low/failure-type byte). */
function dtcBytes(code: string): number[] {
  const v = dtcNumber(code);
  return [(v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff];
}

export function readDtcInformation(ctx: ServerContext, req: Uint8Array): Reply {
  if (req.length < 2) throw new NrcError(Nrc.incorrectMessageLength);
  const sub = req[1]! & 0x7f;
  if (sub !== DtcReportType.byStatusMask) throw new NrcError(Nrc.subFunctionNotSupported);
  if (req.length !== 3) throw new NrcError(Nrc.incorrectMessageLength);
  if (bootModeOf(ctx.component) === 'bootloader') throw new NrcError(Nrc.conditionsNotCorrect);
  const mask = req[2]!;
  const out = [0x59, sub, 0x09]; // availability mask: testFailed and confirmedDTC are supported
  for (const dtc of ctx.component.dtcs) if (dtc.status & mask) out.push(...dtcBytes(dtc.code), dtc.status);
  return Uint8Array.from(out);
}

/**
 * 0x14 groupOfDTC (3 bytes; 0xFFFFFF = all). The optional memorySelection byte of ISO 14229-1:2020 is
 * not supported, so any other length is 0x13. A group the component cannot set is 0x31 (a known DTC
 * that is not stored clears nothing and is still answered positively, as ISO asks). The fault
 * memory belongs to the application: a component in its bootloader — which is where the programming
 * session puts it — answers 0x22, as its ReadDTCInformation does.
 */
export function clearDiagnosticInformation(ctx: ServerContext, req: Uint8Array): Reply {
  if (req.length !== 4) throw new NrcError(Nrc.incorrectMessageLength);
  const group = (req[1]! << 16) | (req[2]! << 8) | req[3]!;
  if (!supportsDtcGroup(ctx.component, group)) throw new NrcError(Nrc.requestOutOfRange);
  if (bootModeOf(ctx.component) === 'bootloader') throw new NrcError(Nrc.conditionsNotCorrect);
  clearDtcGroup(ctx.component, group);
  ctx.bike.changed();
  return Uint8Array.of(0x54);
}
