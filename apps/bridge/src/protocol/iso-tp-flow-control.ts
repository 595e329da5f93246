// Flow control as the sender sees it: while a multi-frame message goes out, the receiver's FC frames
// arrive on the receive id; they are queued in order and read as clear-to-send, wait or overflow.
import { IsoTpError } from './iso-tp-errors.ts';
import { decodeStMin, withTimeout } from './iso-tp-timing.ts';

export interface FlowControlQueue {
  push(frame: Uint8Array): void;
  next(): Promise<Uint8Array>;
}

/** FC frames in arrival order; `next` waits at most N_Bs for the next one. */
export function flowControlQueue(nBsMs: number): FlowControlQueue {
  const queue: Uint8Array[] = [];
  let wake: (() => void) | undefined;
  return {
    push: (d) => {
      queue.push(d);
      wake?.();
    },
    next: () =>
      withTimeout(
        new Promise<Uint8Array>((resolve) => {
          const take = () => {
            const d = queue.shift();
            if (d) {
              wake = undefined;
              resolve(d);
            } else wake = take;
          };
          take();
        }),
        nBsMs,
        () => new IsoTpError('N_BS_TIMEOUT', 'no flow control in time (N_Bs)'),
      ),
  };
}

/** Waits for clear-to-send (up to `maxWaitFrames` FC WAIT frames) and returns its block size and STmin. */
export async function awaitClearToSend(
  fc: FlowControlQueue,
  maxWaitFrames: number,
): Promise<{ blockSize: number; stMinMs: number }> {
  for (let waits = 0; ;) {
    const d = await fc.next();
    const status = d[0]! & 0x0f;
    if (status === 0) return { blockSize: d[1] ?? 0, stMinMs: decodeStMin(d[2] ?? 0) };
    if (status === 2) throw new IsoTpError('N_BUFFER_OVFLW', 'receiver cannot take a message this long');
    if (status !== 1) throw new IsoTpError('N_INVALID_FS', `invalid flow status ${status}`);
    if (++waits > maxWaitFrames)
      throw new IsoTpError('N_WFT_OVRN', `more than ${maxWaitFrames} FC WAIT frames`);
  }
}
