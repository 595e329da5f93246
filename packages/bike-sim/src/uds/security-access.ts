// SecurityAccess (0x27) of a simulated component, as strict as a real ECU (ISO 14229-1:2013 §9.4):
// seed/key per level, a false-access-attempt counter and a delay timer against key guessing.
//
// NRC order (ISO 14229-1:2013 §7.5.3, Figure 6, then the service's own checks):
//   sub-function supported ever (0x12) → supported in the active session (0x7E) → delay timer (0x37)
//   → request sequence (0x24) → message length of requestSeed (0x13) → key (0x35 / 0x36).
// The delay comes before the sequence check so that, as ISO 14229-1:2013 Annex A Table A.1 describes
// 0x37, every attempt the client starts before the delay has passed is refused with it — requestSeed
// and sendKey alike (udsoncan lists 0x35, 0x36 and 0x37 among SecurityAccess's negative responses:
// python-udsoncan udsoncan/services/SecurityAccess.py).
import { randomBytes } from 'node:crypto';
import { Nrc, SecurityAccessPolicy, SecurityLevel, UdsSession, securityKey } from '@dealer/contracts';
import { NrcError } from './server-context.ts';
import type { Reply, ServerContext } from './server-context.ts';

/**
 * The counter and the delay live in the server, not in the session: changing session or resetting the
 * ECU must not give a guesser fresh attempts (ISO 14229-1:2013 §9.4.1 leaves the values to the
 * vehicle manufacturer; decision 2700).
 */
export class SecurityAttempts {
  private falseAttempts = 0;
  /** When the delay started (performance.now()); its length is read at each check, so a bench can end it. */
  private delayFrom: number | undefined;

  constructor(private readonly delayMs: () => number) {}

  delayActive(now = performance.now()): boolean {
    if (this.delayFrom === undefined) return false;
    if (now < this.delayFrom + this.delayMs()) return true;
    // The delay has passed: the client gets a fresh set of attempts.
    this.delayFrom = undefined;
    this.falseAttempts = 0;
    return false;
  }

  /** A wrong key: 0x35, or 0x36 and the delay once the maximum is reached. */
  failed(): never {
    this.falseAttempts += 1;
    if (this.falseAttempts < SecurityAccessPolicy.maxFalseAttempts) throw new NrcError(Nrc.invalidKey);
    this.delayFrom = performance.now();
    throw new NrcError(Nrc.exceededNumberOfAttempts);
  }

  succeeded(): void {
    this.falseAttempts = 0;
  }
}

/** The session a level is offered in; undefined for a level the server does not have. */
function sessionOfLevel(level: number): number | undefined {
  if (level === SecurityLevel.extended) return UdsSession.extended;
  if (level === SecurityLevel.programming) return UdsSession.programming;
  return undefined;
}

export function securityAccess(ctx: ServerContext, req: Uint8Array, attempts: SecurityAttempts): Reply {
  const sub = req[1]!;
  const requestSeed = sub % 2 === 1;
  const level = requestSeed ? sub : sub - 1;
  const needSession = sessionOfLevel(level);
  if (needSession === undefined) throw new NrcError(Nrc.subFunctionNotSupported);
  if (ctx.session !== needSession) throw new NrcError(Nrc.subFunctionNotSupportedInActiveSession);
  if (attempts.delayActive()) throw new NrcError(Nrc.requiredTimeDelayNotExpired);
  if (requestSeed) {
    // No securityAccessDataRecord is defined for our levels: any byte after the sub-function is wrong.
    if (req.length !== 2) throw new NrcError(Nrc.incorrectMessageLength);
    // An unlocked level answers an all-zero seed (ISO 14229-1:2013 §9.4.1).
    if (ctx.unlocked.has(level)) return Uint8Array.of(0x67, sub, 0, 0, 0, 0);
    let seed = randomBytes(4);
    while (seed.every((b) => b === 0)) seed = randomBytes(4);
    ctx.seeds.set(level, seed);
    return Uint8Array.of(0x67, sub, ...seed);
  }
  // sendKey without a seed just given out for this level (ISO 14229-1:2013 Table A.1, 0x24).
  const seed = ctx.seeds.get(level);
  if (!seed) throw new NrcError(Nrc.requestSequenceError);
  ctx.seeds.delete(level); // one key per seed: a retry needs a new requestSeed
  const expected = securityKey(level, seed);
  const key = req.subarray(2);
  // The key's length is part of the key: a key of another length is a wrong key (0x35) and counts as
  // an attempt; 0x13 would let a guesser probe lengths for free.
  if (key.length !== expected.length || key.some((b, i) => b !== expected[i])) attempts.failed();
  attempts.succeeded();
  ctx.unlocked.add(level);
  return Uint8Array.of(0x67, sub);
}
