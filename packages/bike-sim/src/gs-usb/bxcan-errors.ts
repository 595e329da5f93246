// The error side of the bxCAN channel as candleLight_fw reports it (src/can_common.c,
// src/can/bxcan.c): the state each pair of error counters means, and the error frames the host gets
// for a state change or a bus error.
import {
  BUS_OFF_THRESHOLD,
  CanErr,
  CanErrCrtl,
  CanState,
  ERROR_PASSIVE_THRESHOLD,
  ERROR_WARNING_THRESHOLD,
} from './candlelight-defs.ts';

/** What the firmware puts in an error frame: the error class bits of can_id and the 8 data bytes. */
export interface ErrorReport {
  classes: number;
  data: Uint8Array;
}

/** The bxCAN last error code, as far as the model produces them. */
export type LastError = 'ack' | 'bit0' | 'stuff';

/** can_lec_error_to_frame: an ACK error is a class bit, the others go to data[2]. */
const LEC_PROT_BYTE2: Record<LastError, number> = { ack: 0, bit0: 0x08, stuff: 0x04 };

/** can_err_to_state on the larger counter; bus-off only from the transmit side (ESR BOFF). */
export function stateOf(tec: number, rec: number): number {
  if (tec >= BUS_OFF_THRESHOLD) return CanState.busOff;
  const worst = Math.max(tec, rec);
  if (worst >= ERROR_PASSIVE_THRESHOLD) return CanState.errorPassive;
  if (worst >= ERROR_WARNING_THRESHOLD) return CanState.errorWarning;
  return CanState.errorActive;
}

/** can_drv_handle_bus_error: both counters and the last error, when a counter is not 0. */
export function counterReport(classes: number, tec: number, rec: number, lastError: LastError): ErrorReport {
  const data = new Uint8Array(8);
  if (!tec && !rec) return { classes, data };
  data[6] = Math.min(tec, 255);
  data[7] = Math.min(rec, 255);
  data[2] = LEC_PROT_BYTE2[lastError];
  const ack = lastError === 'ack' ? CanErr.ack : 0;
  return { classes: classes | CanErr.prot | CanErr.busError | CanErr.cnt | ack, data };
}

/** can_handle_state_change + can_drv_handle_state_change: the state of each side in data[1]. */
export function stateReport(tec: number, rec: number, lastError: LastError): ErrorReport {
  const report = counterReport(CanErr.crtl | CanErr.cnt, tec, rec, lastError);
  const tx = stateOf(tec, 0);
  const rx = stateOf(0, rec);
  if (tx >= rx) report.data[1]! |= crtlFlag(tx, 'tx');
  if (tx <= rx) report.data[1]! |= crtlFlag(rx, 'rx');
  return report;
}

/** gs_can_tx_state_to_frame / gs_can_rx_state_to_frame. */
function crtlFlag(state: number, side: 'tx' | 'rx'): number {
  if (state === CanState.errorActive) return CanErrCrtl.active;
  if (state === CanState.errorWarning) return side === 'tx' ? CanErrCrtl.txWarning : CanErrCrtl.rxWarning;
  if (state === CanState.errorPassive) return side === 'tx' ? CanErrCrtl.txPassive : CanErrCrtl.rxPassive;
  return 0;
}
