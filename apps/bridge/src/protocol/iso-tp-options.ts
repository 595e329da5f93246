// How an ISO-TP channel is set up: its CAN ids, the flow control it grants, its timeouts (ISO
// 15765-2 defaults of 1 s) and padding, and the largest message classic ISO-TP can carry.

export interface IsoTpOptions {
  txId: number;
  rxId: number;
  /** Id for functionally addressed (single-frame) requests. */
  functionalId?: number;
  /** Flow control we grant when receiving. */
  blockSize?: number;
  stMin?: number;
  nAsMs?: number;
  nBsMs?: number;
  nCrMs?: number;
  /** N_WFTmax: FC WAIT frames accepted in a row before giving up. */
  maxWaitFrames?: number;
  padding?: number;
  /** Frames handed to the driver before waiting for the first to leave (adapter transmit queue). */
  txWindow?: number;
}

export const MAX_ISO_TP_LENGTH = 4095;

/** Options with every default filled in; only the functional id stays optional. */
export type ResolvedIsoTpOptions = Required<Omit<IsoTpOptions, 'functionalId'>> & { functionalId?: number };

export function withIsoTpDefaults(options: IsoTpOptions): ResolvedIsoTpOptions {
  return {
    blockSize: 0,
    stMin: 0,
    nAsMs: 1000,
    nBsMs: 1000,
    nCrMs: 1000,
    maxWaitFrames: 10,
    padding: 0xcc,
    txWindow: 64,
    ...options,
  };
}
