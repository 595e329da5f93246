// SecurityAccess (0x27) as a tester must treat an ECU's brute-force protection (ISO 14229-1:2013 §9.4,
// decision 2700): one key per seed, computed, never guessed — a 0x35 (invalidKey) or 0x36
// (exceededNumberOfAttempts) goes straight to the caller, so the bridge never spends the ECU's attempts
// in a loop. A 0x37 (requiredTimeDelayNotExpired: the delay timer runs, after someone's wrong keys or a
// power-on) is waited out once — the ECU's delay, bounded by the client — and the exchange tried once more.
import { Nrc, UdsService } from '@dealer/contracts';
import { pause } from './iso-tp-timing.ts';

type Request = (req: Uint8Array) => Promise<Uint8Array>;

export async function unlockSecurityAccess(
  request: Request,
  level: number,
  key: (seed: Uint8Array) => Uint8Array,
  delayMs: number,
): Promise<void> {
  try {
    return await seedAndKey(request, level, key);
  } catch (e) {
    // A UdsNegativeResponseError (uds-client.ts, which calls this file: matched by its nrc field).
    if ((e as { nrc?: unknown } | null)?.nrc !== Nrc.requiredTimeDelayNotExpired) throw e;
  }
  // At least the delay the ECU asked for: a timer a millisecond early meets 0x37 again (iso-tp-timing.ts).
  await pause(delayMs);
  return seedAndKey(request, level, key);
}

async function seedAndKey(request: Request, level: number, key: (seed: Uint8Array) => Uint8Array) {
  const seedRes = await request(Uint8Array.of(UdsService.securityAccess, level));
  const seed = seedRes.subarray(2);
  if (seed.every((b) => b === 0)) return; // already unlocked
  await request(Uint8Array.of(UdsService.securityAccess, level + 1, ...key(seed)));
}
