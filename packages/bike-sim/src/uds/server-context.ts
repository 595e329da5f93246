// What a service handler of a simulated component can see and do.
import type { Hash } from 'node:crypto';
import { SecurityAccessPolicy } from '@dealer/contracts';
import type { BikeState, ComponentState, PowerState } from '../model/bike-state.ts';
import type { RideBench } from '../model/ride.ts';

/** A negative response: the server answers 0x7F <sid> <nrc>. */
export class NrcError extends Error {
  constructor(readonly nrc: number) {
    super(`NRC 0x${nrc.toString(16)}`);
  }
}

/** A handler's answer: a positive response, nothing (suppressed), or a slow job announced with 0x78. */
export type Reply =
  | Uint8Array
  | null
  | { pendingMs: number; finish: () => Reply }
  | { response: Uint8Array; afterSent: () => void };

export interface SimTiming {
  /** Server-side processing times (ms, real time); a test may set them to 0. */
  programmingEntryMs: number;
  eraseMs: number;
  verifyMs: number;
  resetMs: number;
  /** S3: a non-default session falls back to default after this long without a request. */
  s3Ms: number;
  /** SecurityAccess delay after too many wrong keys (0x36, then 0x37 until it has passed). */
  securityDelayMs: number;
}

export const DefaultTiming: SimTiming = {
  programmingEntryMs: 20,
  eraseMs: 150,
  verifyMs: 60,
  resetMs: 80,
  s3Ms: 5000,
  securityDelayMs: SecurityAccessPolicy.delayMs,
};

/** The bike around a component: shared state and bike-wide effects. */
export interface BikeHost {
  readonly state: BikeState;
  readonly timing: SimTiming;
  changed(): void;
  setPower(power: PowerState): void;
  /** Host wall clock in seconds (the bike's RTC adds state.rtcOffsetS). */
  wallClockS(): number;
  detection: { mode: 'none' | 'button' | 'flash'; flashMode?: 'all' | 'sequence' };
  readonly ride: RideBench;
}

export interface DownloadJob {
  region: 'application' | 'fontFrame' | 'iconFrame';
  size: number;
  received: number;
  nextSeq: number;
  lastSeq: number;
  hash: Hash;
  digest?: string;
  exited: boolean;
  /** Application downloads go to this slot (the one not holding the running image). */
  targetSlot: 0 | 1;
}

export interface ServerContext {
  readonly bike: BikeHost;
  readonly component: ComponentState;
  session: number;
  unlocked: Set<number>;
  seeds: Map<number, Uint8Array>;
  download: DownloadJob | undefined;
  /** Reboot this component (call once the response has gone out). */
  reset(): void;
}
