// ReadDataByIdentifier (0x22) and WriteDataByIdentifier (0x2E) of a simulated component.
import { BootloaderDids, Did, Nrc, SecurityLevel, UdsSession, didServedBy } from '@dealer/contracts';
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
  if (bootModeOf(ctx.component) === 'bootloader' && !BootloaderDids.includes(name))
    throw new NrcError(Nrc.conditionsNotCorrect);
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
