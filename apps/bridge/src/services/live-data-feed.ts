// The live-data feed (decision 1702): while at least one stream listens, the bridge reads the drive
// controller's live-data identifier every SAMPLE_MS and hands each sample to every listener; with no
// listener it stays off the bus. A sample shares the bus with other reads and never runs during an
// operation (a firmware update gets the bus to itself): then listeners get the reason instead. The
// drive system reads the sample; one that does not report a signal leaves it out (decision 1123).
import type { LiveValues } from '@dealer/contracts';
import type { BridgeLiveDataEvent } from '@dealer/contracts';
import type { BikeConnection } from './bike-connection.ts';
import { BridgeError } from '../lib/bridge-error.ts';

const SAMPLE_MS = 250;

type Listener = (event: BridgeLiveDataEvent) => void;

export class LiveDataFeed {
  private readonly listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | undefined;
  private reading = false;

  constructor(
    private readonly connection: BikeConnection,
    private readonly intervalMs = SAMPLE_MS,
  ) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (!this.timer) {
      this.timer = setInterval(() => void this.sample(), this.intervalMs);
      this.timer.unref();
      void this.sample();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One read of the controller (also the one-shot call's answer). */
  async read(): Promise<LiveValues> {
    return this.connection.driveSystem.liveData();
  }

  private async sample(): Promise<void> {
    // A slow bus must not stack reads up: the next tick waits for this one.
    if (this.reading) return;
    this.reading = true;
    let event: BridgeLiveDataEvent;
    try {
      event = { at: Date.now(), values: await this.read() };
    } catch (e) {
      const err = e instanceof BridgeError ? e : new BridgeError(500999);
      event = { at: Date.now(), values: null, error: { code: err.code, message: err.message } };
    } finally {
      this.reading = false;
    }
    for (const listener of this.listeners) listener(event);
  }
}
