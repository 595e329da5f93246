// ISO-TP failures by their ISO 15765-2 names (N_As, N_Bs, N_Cr timeouts, FC overrun, wrong sequence
// number…); each one counted in the bridge's bus-error metric as it is raised.
import { bridgeMetrics } from '../lib/bridge-metrics.ts';

export type IsoTpErrorCode =
  | 'N_AS_TIMEOUT'
  | 'N_BS_TIMEOUT'
  | 'N_CR_TIMEOUT'
  | 'N_WFT_OVRN'
  | 'N_BUFFER_OVFLW'
  | 'N_WRONG_SN'
  | 'N_INVALID_FS'
  | 'N_TIMEOUT_A'
  | 'TX_FAILED';

export class IsoTpError extends Error {
  constructor(
    readonly code: IsoTpErrorCode,
    message: string = code,
  ) {
    super(message);
    bridgeMetrics.busErrors.inc({ kind: code });
  }
}
