// Failures the bridge reports to the portal: a catalogue code plus what it was doing. Anything that
// is not a BridgeError is reported as 500999 without its internal text.
import { BridgeErrorCatalogue } from '@dealer/contracts';
import type { BridgeErrorBody, BridgeErrorCode, BridgeErrorReason } from '@dealer/contracts';

export class BridgeError extends Error {
  readonly code: BridgeErrorCode;
  readonly action: string | undefined;
  readonly component: string | undefined;
  readonly reason: BridgeErrorReason;

  constructor(
    code: BridgeErrorCode,
    message?: string,
    extra: { action?: string; component?: string; cause?: unknown; reason?: BridgeErrorReason } = {},
  ) {
    super(
      message ?? BridgeErrorCatalogue[code].message,
      extra.cause === undefined ? undefined : { cause: extra.cause },
    );
    this.code = code;
    this.action = extra.action;
    this.component = extra.component;
    this.reason = extra.reason ?? 'none';
  }

  get status(): number {
    return BridgeErrorCatalogue[this.code].status;
  }

  body(): BridgeErrorBody {
    return {
      code: this.code,
      reason: this.reason,
      message: this.message,
      ...(this.action ? { action: this.action } : {}),
      ...(this.component ? { component: this.component } : {}),
    };
  }
}
