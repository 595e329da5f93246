// The boundary between the protocol stack and a driver: raw CAN frames in and out.

export interface CanFrame {
  id: number;
  ext?: boolean;
  rtr?: boolean;
  data: Uint8Array;
}

export interface CanTransport {
  /** Resolves once the frame has left (adapter/bus confirmation); rejects if it cannot be sent. */
  send(frame: CanFrame): Promise<void>;
  onFrame(listener: (frame: CanFrame) => void): () => void;
}

export class TransportClosedError extends Error {
  constructor(message = 'CAN transport closed') {
    super(message);
  }
}
