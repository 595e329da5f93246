// The answers an slcan adapter owes, matched in order (the firmware answers its commands in the order
// it reads them): one FIFO of expectations, each with its own deadline.
import { BridgeError } from '../../lib/bridge-error.ts';
import { peerTimer } from '../../protocol/peer-timer.ts';
import type { PeerTimer } from '../../protocol/peer-timer.ts';
import type { SlcanEvent } from '../../protocol/slcan-codec.ts';

interface Expectation {
  resolve: (e: SlcanEvent) => void;
  reject: (e: Error) => void;
}

export class SlcanAnswers {
  private expectations: Expectation[] = [];

  /** Expects the answer to what `write` sends, at most `timeoutMs` (then 300013). */
  async await(write: () => void, timeoutMs: number): Promise<SlcanEvent> {
    const reply = new Promise<SlcanEvent>((resolve, reject) => this.expectations.push({ resolve, reject }));
    write();
    let timer: PeerTimer | undefined;
    // Counts only time this process was listening: a stalled loop is not a mute adapter.
    const timed = new Promise<never>((_r, reject) => {
      timer = peerTimer(timeoutMs, () => reject(new BridgeError(300013, 'Connector no response')));
    });
    try {
      return await Promise.race([reply, timed]);
    } finally {
      // On a timeout the expectation stays queued on purpose: a late answer must be consumed by it,
      // not taken for the reply to the next command.
      timer?.clear();
    }
  }

  /** The adapter's next in-order answer. */
  answered(event: SlcanEvent): void {
    this.expectations.shift()?.resolve(event);
  }

  /** The port went away: every answer still owed fails with `error`. */
  failAll(error: Error): void {
    const pending = this.expectations;
    this.expectations = [];
    for (const p of pending) p.reject(error);
  }
}
