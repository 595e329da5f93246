// Errors the bridge client raises: a catalogue error the bridge answered, or no bridge at all.
import {
  bridgeErrorReaction,
  BridgeErrorCatalogue,
  isBridgeErrorCode,
  type BridgeErrorReaction,
  type BridgeErrorReason,
} from '@dealer/contracts';

export class BridgeError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    /** What the bridge was doing ("Read bike information"), for the "{action} Failed" alert. */
    readonly action?: string,
    readonly component?: string,
    /** Why, where the code alone does not say (the bridge's `reason`); screens switch on it. */
    readonly reason: BridgeErrorReason = 'none',
  ) {
    super(message);
    this.name = 'BridgeError';
  }

  get reaction(): BridgeErrorReaction {
    return bridgeErrorReaction(this.code);
  }

  /** The catalogue name (e.g. BATTERY_CHARGE_TOO_LOW), or undefined for a code outside it. */
  get codeName(): string | undefined {
    return isBridgeErrorCode(this.code) ? BridgeErrorCatalogue[this.code].name : undefined;
  }
}

/** The bridge did not answer at all: not installed, not running, or blocked. */
export class BridgeUnreachableError extends Error {
  constructor(
    readonly url: string,
    cause?: unknown,
  ) {
    super(`The System Bridge at ${url} did not answer`, { cause });
    this.name = 'BridgeUnreachableError';
  }
}

export const isBridgeError = (e: unknown): e is BridgeError => e instanceof BridgeError;
export const isBridgeUnreachable = (e: unknown): e is BridgeUnreachableError =>
  e instanceof BridgeUnreachableError;
