// The keep-alive of a held bike connection, as diagnostic testers do it: every few seconds, while no
// call is using the bus, one check that the bike still answers. A pulled cable or a bike switched off
// is then noticed (and reported on the status streams) before the technician's next action fails.
export class LinkWatch {
  private timer: NodeJS.Timeout | undefined;
  private checking = false;

  constructor(
    private readonly periodMs: number,
    private readonly check: () => Promise<void>,
  ) {}

  start(): void {
    if (this.periodMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.run(), this.periodMs);
    this.timer.unref(); // never keeps the process alive on its own
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async run(): Promise<void> {
    if (this.checking) return; // a slow check (timeouts) is not stacked with the next one
    this.checking = true;
    try {
      await this.check();
    } catch {
      // The check reports what it finds through the connection state; a failed check is not news.
    } finally {
      this.checking = false;
    }
  }
}
