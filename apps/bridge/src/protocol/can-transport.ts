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

export function formatCanFrame(f: CanFrame): string {
  const id = f.id
    .toString(16)
    .toUpperCase()
    .padStart(f.ext ? 8 : 3, '0');
  return `${id}#${f.rtr ? 'R' : Buffer.from(f.data).toString('hex').toUpperCase()}`;
}
