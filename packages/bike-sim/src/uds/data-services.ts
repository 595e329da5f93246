// ReadDataByIdentifier (0x22), WriteDataByIdentifier (0x2E), ReadDTCInformation (0x19) and
// ClearDiagnosticInformation (0x14) of a simulated component.
import { BootloaderDids, Did, DtcReportType, Nrc, SecurityLevel, UdsSession, didServedBy } from '@dealer/contracts';
import type { DidName } from '@dealer/contracts';
import { DidTable } from '../model/did-table.ts';
import { bootModeOf } from '../model/bike-state.ts';
import { NrcError } from './server-context.ts';
import type { Reply, ServerContext } from './server-context.ts';

const didNames = new Map<number, DidName>(Object.entries(Did).map(([name, id]) => [id, name as DidName]));

function lookup(ctx: ServerContext, id: number): DidName {
  const name = didNames.get(id);
  if (!name || !didServedBy(name, ctx.component.node)) throw new NrcError(Nrc.requestOutOfRange);
  // A bootloader only knows identification data; everything else needs the application running.
  if (bootModeOf(ctx.component) === 'bootloader' && !BootloaderDids.includes(name)) throw new NrcError(Nrc.conditionsNotCorrect);
  return name;
}

export function readDataByIdentifier(ctx: ServerContext, req: Uint8Array): Reply {
  if (req.length < 3 || (req.length - 1) % 2 !== 0) throw new NrcError(Nrc.incorrectMessageLength);
  const out: number[] = [0x62];
  for (let i = 1; i < req.length; i += 2) {
    const id = (req[i]! << 8) | req[i + 1]!;
    const data = DidTable[lookup(ctx, id)].read(ctx);
    out.push(id >> 8, id & 0xff, ...data);
  }
  if (out.length > 4095) throw new NrcError(Nrc.requestOutOfRange);
  return Uint8Array.from(out);
}

export function writeDataByIdentifier(ctx: ServerContext, req: Uint8Array): Reply {
  if (req.length < 4) throw new NrcError(Nrc.incorrectMessageLength);
  const id = (req[1]! << 8) | req[2]!;
  const name = lookup(ctx, id);
  const access = DidTable[name];
  if (!access.write) throw new NrcError(Nrc.requestOutOfRange);
  if (ctx.session !== UdsSession.extended) throw new NrcError(Nrc.serviceNotSupportedInActiveSession);
  if (!ctx.unlocked.has(SecurityLevel.extended)) throw new NrcError(Nrc.securityAccessDenied);
  access.write(ctx, req.subarray(3));
  ctx.bike.changed();
  return Uint8Array.of(0x6e, req[1]!, req[2]!);
}

/** DTC "0x0101" ↔ 3 bytes 01 01 00 (high, middle, low/failure-type byte). */
export function dtcBytes(code: string): number[] {
  const v = parseInt(code, 16);
  return [(v >> 8) & 0xff, v & 0xff, 0];
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

export function clearDiagnosticInformation(ctx: ServerContext, req: Uint8Array): Reply {
  if (req.length !== 4) throw new NrcError(Nrc.incorrectMessageLength);
  const group = (req[1]! << 16) | (req[2]! << 8) | req[3]!;
  if (group === 0xffffff) ctx.component.dtcs = [];
  else {
    const before = ctx.component.dtcs.length;
    ctx.component.dtcs = ctx.component.dtcs.filter((d) => parseInt(d.code, 16) !== group >> 8);
    if (before === ctx.component.dtcs.length) throw new NrcError(Nrc.requestOutOfRange);
  }
  ctx.bike.changed();
  return Uint8Array.of(0x54);
}
