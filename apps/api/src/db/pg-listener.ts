// LISTEN on a PostgreSQL server for the API's cache invalidations (docs/decisions/1301): one
// connection of its own, opened on the first listen, reopened after it drops. While it is down
// notifications can be lost, so every listener is also told "reconnected" (payload '*') and
// forgets everything it kept.
import pg from 'pg';

const RECONNECT_MS = 1_000;

export class PgListener {
  private client: pg.Client | undefined;
  /** A connection being opened: close() must end it too, or it would outlive the API. */
  private opening: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly schema?: string,
  ) {}

  async listen(channel: string, fn: (payload: string) => void): Promise<void> {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
    let set = this.listeners.get(channel);
    const fresh = !set;
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
    }
    set.add(fn);
    await (this.connecting ??= this.connect());
    if (fresh && this.client) await this.client.query(`LISTEN ${this.channel(channel)}`);
  }

  /** Channels are per schema, so tests in separate schemas of one database do not hear each other. */
  private channel(name: string): string {
    return `${this.schema ?? 'public'}_${name}`;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (n) => {
      for (const [name, set] of this.listeners)
        if (this.channel(name) === n.channel) for (const fn of set) fn(n.payload ?? '');
    });
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    this.opening = client;
    try {
      await client.connect();
      for (const name of this.listeners.keys()) await client.query(`LISTEN ${this.channel(name)}`);
    } finally {
      this.opening = undefined;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private reconnect(dead: pg.Client): void {
    if (this.closed || this.client !== dead) return;
    this.client = undefined;
    const retry = () => {
      if (this.closed) return;
      this.connecting = this.connect().then(
        () => {
          for (const set of this.listeners.values()) for (const fn of set) fn('*');
        },
        () => void setTimeout(retry, RECONNECT_MS).unref(),
      );
    };
    retry();
  }

  async close(): Promise<void> {
    this.closed = true;
    const open = [this.client, this.opening].filter((client) => client !== undefined);
    await Promise.all(open.map((client) => client.end().catch(() => undefined)));
  }
}
