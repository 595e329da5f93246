// One operation at a time. Reads may overlap each other (the portal loads several panels at once and
// the UDS client serialises them per component); an operation that changes the bike runs alone, a
// second call gets 400100, and an interrupt aborts the running one (it ends with 400101). An operation
// asked for while panels are still reading waits for those reads (each is short and bounded) rather
// than refusing a technician who pressed Save before the screen finished loading.
import { BridgeError } from '../lib/bridge-error.ts';

/** How long an operation waits for the reads in flight (a screen's panels loading) before 400100. */
const READS_DRAIN_MS = 10_000;

export class OperationLock {
  private readers = 0;
  /** Wakes the operations waiting for the reads in flight to end. */
  private drained: (() => void)[] = [];
  private running: { name: string; controller: AbortController } | undefined;
  /** Series of operations in progress (holdBusy): the bridge stays BUSY between their operations. */
  private holds = 0;

  constructor(private readonly onBusyChange: (busy: boolean) => void) {}

  get current(): string | undefined {
    return this.running?.name;
  }

  /** No read and no operation is using the bus. */
  get idle(): boolean {
    return !this.running && this.readers === 0;
  }

  async read<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running) throw new BridgeError(400100, `System Bridge busy: ${this.running.name} is running`);
    if (this.readers++ === 0) this.onBusyChange(true);
    try {
      return await fn();
    } finally {
      if (--this.readers === 0) {
        if (!this.running && this.holds === 0) this.onBusyChange(false);
        for (const wake of this.drained.splice(0)) wake();
      }
    }
  }

  /** Waits until no read is in flight, at most `ms`; false when reads still run then. */
  private async readsDrained(ms = READS_DRAIN_MS): Promise<boolean> {
    if (this.readers === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const drained = new Promise<boolean>((resolve) => {
      this.drained.push(() => resolve(true));
      timer = setTimeout(() => resolve(false), ms);
    });
    const result = await drained;
    clearTimeout(timer);
    return result && this.readers === 0;
  }

  async exclusive<T>(name: string, fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (!this.running && this.readers > 0) await this.readsDrained();
    if (this.running || this.readers > 0)
      throw new BridgeError(
        400100,
        `System Bridge busy${this.running ? `: ${this.running.name} is running` : ''}`,
      );
    const controller = new AbortController();
    this.running = { name, controller };
    if (this.holds === 0) this.onBusyChange(true);
    try {
      return await fn(controller.signal);
    } finally {
      this.running = undefined;
      if (this.readers === 0 && this.holds === 0) this.onBusyChange(false);
    }
  }

  /**
   * Reports the bridge busy for the whole of `fn`, which runs several operations one after another (a
   * firmware job's images): between two of them the lock is free for a moment, and a portal that saw
   * IDLE then would start a read that the next operation refuses (400100). Reads are not refused here.
   */
  async holdBusy<T>(fn: () => Promise<T>): Promise<T> {
    if (this.holds++ === 0 && this.idle) this.onBusyChange(true);
    try {
      return await fn();
    } finally {
      if (--this.holds === 0 && this.idle) this.onBusyChange(false);
    }
  }

  /** Ask the running operation to stop; returns its name, or undefined when nothing runs. */
  interrupt(): string | undefined {
    const r = this.running;
    r?.controller.abort(new BridgeError(400101, `Operation interrupted: ${r.name}`));
    return r?.name;
  }
}

/** Throws 400101 when the operation has been interrupted; call between steps. */
export function checkpoint(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof BridgeError ? signal.reason : new BridgeError(400101);
}
