// Translate protocol-level failures (NRCs, ISO-TP and transport errors) into catalogue codes.
import { Nrc } from '@dealer/contracts';
import type { BridgeErrorCode } from '@dealer/contracts';
import { IsoTpError } from '../protocol/iso-tp-errors.ts';
import { UdsNegativeResponseError, UdsTimeoutError } from '../protocol/uds-client.ts';
import { BridgeError } from './bridge-error.ts';

export type AccessKind = 'read' | 'write' | 'operation' | 'firmware' | 'frame';

const failureCode: Record<AccessKind, BridgeErrorCode> = {
  read: 300103,
  write: 300104,
  operation: 300101,
  firmware: 300105,
  frame: 300106,
};

/**
 * True when the failure means the bike may no longer answer at all (cable, power): a UDS or ISO-TP
 * timeout, also when an operation wrapped it in its own error (the cause chain is followed).
 */
export function isLinkFailure(e: unknown): boolean {
  for (let cause = e, depth = 0; cause instanceof Error && depth < 8; cause = cause.cause, depth++) {
    if (
      cause instanceof UdsTimeoutError ||
      (cause instanceof IsoTpError && cause.code !== 'N_BUFFER_OVFLW' && cause.code !== 'N_INVALID_FS')
    )
      return true;
  }
  return false;
}

/**
 * A link failure seen while the connector itself went away (pulled out of the computer): whichever
 * timer fired first on a busy machine (the UDS answer's or the frame's), no frame can come any more.
 */
export function connectorGoneError(e: unknown, context: { action: string; component?: string }): BridgeError {
  return new BridgeError(300010, 'CAN transport failed: the connector went away', {
    action: context.action,
    ...(context.component ? { component: context.component } : {}),
    cause: e,
  });
}

export function toBridgeError(
  e: unknown,
  kind: AccessKind,
  context: { action: string; component?: string; inBootloader?: boolean },
): BridgeError {
  if (e instanceof BridgeError) return e;
  const extra = {
    action: context.action,
    ...(context.component ? { component: context.component } : {}),
    cause: e,
  };
  if (e instanceof UdsNegativeResponseError) {
    // The ECU's protection against key guessing: too many wrong keys (0x36), or its delay still running
    // after the one wait the client allows (0x37). Nothing to retry now; the technician waits.
    if (e.nrc === Nrc.exceededNumberOfAttempts || e.nrc === Nrc.requiredTimeDelayNotExpired)
      return new BridgeError(
        400104,
        'The component refuses access for a while after too many wrong keys',
        extra,
      );
    if (e.nrc === Nrc.conditionsNotCorrect && context.inBootloader)
      return new BridgeError(400006, 'Component is in bootloader mode; run bootloader rescue first', {
        ...extra,
        reason: 'component_in_bootloader',
      });
    if (e.nrc === Nrc.requestOutOfRange && kind === 'write')
      return new BridgeError(400004, 'The component refused the value as out of range', {
        ...extra,
        reason: 'value_refused',
      });
    if (e.nrc === Nrc.incorrectMessageLength && kind === 'write')
      return new BridgeError(400004, 'The component refused the value length', {
        ...extra,
        reason: 'value_refused',
      });
    return new BridgeError(failureCode[kind], `${e.message}`, extra);
  }
  if (e instanceof UdsTimeoutError)
    return new BridgeError(300009, 'The component did not answer in time', extra);
  if (e instanceof IsoTpError) return new BridgeError(300010, `CAN transport failed: ${e.code}`, extra);
  return new BridgeError(500999, 'Internal error', extra);
}
