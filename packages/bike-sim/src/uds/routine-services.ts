// RoutineControl (0x31): detection modes, activation, ship mode and shutdown. The download-related
// routines (eraseMemory 0xFF00, checkProgrammingDependencies 0xFF01) live with the download services.
import {
  FlashModeCodec,
  Nrc,
  Routine,
  RoutineControlType,
  SecurityLevel,
  UdsSession,
} from '@dealer/contracts';
import { bootModeOf } from '../model/bike-state.ts';
import { eraseMemoryRoutine, verifyRoutine } from './download-services.ts';
import { NrcError } from './server-context.ts';
import type { Reply, ServerContext } from './server-context.ts';

function requireExtended(ctx: ServerContext, secured: boolean): void {
  if (ctx.session !== UdsSession.extended) throw new NrcError(Nrc.serviceNotSupportedInActiveSession);
  if (secured && !ctx.unlocked.has(SecurityLevel.extended)) throw new NrcError(Nrc.securityAccessDenied);
}

export function routineControl(ctx: ServerContext, req: Uint8Array): Reply {
  if (req.length < 4) throw new NrcError(Nrc.incorrectMessageLength);
  const type = req[1]! & 0x7f;
  const id = (req[2]! << 8) | req[3]!;
  const option = req.subarray(4);
  const ok = (...status: number[]) => Uint8Array.of(0x71, type, req[2]!, req[3]!, ...status);
  if (id === Routine.checkProgrammingDependencies && type === RoutineControlType.start)
    return verifyRoutine(ctx, option, ok);
  if (id === Routine.eraseMemory) {
    if (type !== RoutineControlType.start) throw new NrcError(Nrc.subFunctionNotSupported);
    return eraseMemoryRoutine(ctx, option, ok);
  }
  if (bootModeOf(ctx.component) === 'bootloader') throw new NrcError(Nrc.conditionsNotCorrect);
  const hmiOnly = () => {
    if (ctx.component.node !== 'hmi') throw new NrcError(Nrc.requestOutOfRange);
  };
  const { detection } = ctx.bike;
  switch (id) {
    case Routine.buttonDetection:
    case Routine.flashDetection: {
      hmiOnly();
      requireExtended(ctx, false);
      const mode = id === Routine.buttonDetection ? 'button' : 'flash';
      if (type === RoutineControlType.start) {
        if (detection.mode !== 'none') throw new NrcError(Nrc.requestSequenceError);
        if (mode === 'flash') {
          const flashMode = option.length === 1 ? FlashModeCodec.decode(option) : undefined;
          if (!flashMode) throw new NrcError(Nrc.requestOutOfRange);
          detection.flashMode = flashMode;
        } else ctx.bike.state.buttonPressCounts = {};
        detection.mode = mode;
        ctx.bike.changed();
        return ok(0);
      }
      if (type === RoutineControlType.stop) {
        if (detection.mode !== mode) throw new NrcError(Nrc.requestSequenceError);
        detection.mode = 'none';
        delete detection.flashMode;
        return ok(0);
      }
      if (type === RoutineControlType.requestResults) return ok(detection.mode === mode ? 1 : 0);
      throw new NrcError(Nrc.subFunctionNotSupported);
    }
    case Routine.activation: {
      hmiOnly();
      requireExtended(ctx, true);
      if (type !== RoutineControlType.start) throw new NrcError(Nrc.subFunctionNotSupported);
      if (option.length !== 4) throw new NrcError(Nrc.incorrectMessageLength);
      const at = ((option[0]! << 24) >>> 0) + (option[1]! << 16) + (option[2]! << 8) + option[3]!;
      ctx.bike.state.activation = { activated: true, activatedAt: at || Math.round(ctx.bike.wallClockS()) };
      ctx.bike.changed();
      return ok(0);
    }
    case Routine.shipMode:
    case Routine.systemShutdown: {
      if (ctx.component.node !== 'controller' && ctx.component.node !== 'hmi')
        throw new NrcError(Nrc.requestOutOfRange);
      requireExtended(ctx, id === Routine.shipMode);
      if (type !== RoutineControlType.start) throw new NrcError(Nrc.subFunctionNotSupported);
      const batteries = Object.values(ctx.bike.state.batteries);
      if (id === Routine.shipMode && batteries.some((b) => b.state.charging))
        throw new NrcError(Nrc.conditionsNotCorrect);
      // The bike powers down once the positive response has gone out.
      return {
        response: ok(0),
        afterSent: () => ctx.bike.setPower(id === Routine.shipMode ? 'ship_mode' : 'off'),
      };
    }
    default:
      throw new NrcError(Nrc.requestOutOfRange);
  }
}
