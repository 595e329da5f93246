// The CANable 2.5's transmit echo as flow control: each frame carries a marker 1…255 and the adapter
// reports "M<marker>" once the controller has sent it (Firmware/can.c, Tx event; Slcan/buffer.c
// buf_store_tx_echo). The host keeps at most `limit` frames unechoed, so the adapter's queue of 64
// never refuses one; a frame left unechoed for `timeoutMs` means the adapter stopped sending.
import { BridgeError } from '../../lib/bridge-error.ts';

export class EchoWindow {
  private readonly outstanding = new Set<number>();
  private waiters: (() => void)[] = [];
  private next = 1;

  constructor(
    private readonly limit: number,
    private readonly timeoutMs: number,
  ) {}

  /** Waits for room in the window and returns the marker for the next frame. */
  async take(): Promise<number> {
    while (this.outstanding.size >= this.limit) {
      let timer: NodeJS.Timeout | undefined;
      const room = new Promise<void>((resolve) => this.waiters.push(resolve));
      const timedOut = new Promise<never>((_r, reject) => {
        timer = setTimeout(
          () => reject(new BridgeError(300013, 'Connector no response: frames not sent')),
          this.timeoutMs,
        );
      });
      try {
        await Promise.race([room, timedOut]);
      } finally {
        clearTimeout(timer);
      }
    }
    let marker = this.next;
    while (this.outstanding.has(marker)) marker = (marker % 255) + 1;
    this.next = (marker % 255) + 1;
    this.outstanding.add(marker);
    return marker;
  }

  /** The adapter sent the frame with `marker`. */
  echoed(marker: number): void {
    if (this.outstanding.delete(marker)) this.wake();
  }

  /** The adapter dropped its queue (closed, or its 500 ms transmit timeout): nothing is outstanding. */
  reset(): void {
    this.outstanding.clear();
    this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}
