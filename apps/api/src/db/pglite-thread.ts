// The embedded database (PGlite) in a worker thread, behind the part of PGlite's interface that
// Drizzle and our SQL runner use (query, exec, transaction, listen, close). PGlite executes SQL
// synchronously in WebAssembly; on the API's own thread every query froze all HTTP work for its
// duration, and under load the event loop stalled for seconds (docs/decisions/1300). In a thread of
// its own the database works while the event loop parses, serialises and answers.
import { Worker } from 'node:worker_threads';

interface Result<T> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Drizzle passes identity parsers (keep the text) for dates and intervals. */
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/** What PGlite's transaction hands its callback. */
interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Result<T>>;
  exec(sql: string): Promise<Result<unknown>[]>;
  rollback(): Promise<void>;
  closed: boolean;
}

/** The database thread's young generation (MB): semi-spaces of 1 MB instead of up to 16 MB. */
const YOUNG_GENERATION_MB = 3;

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

/** A PostgreSQL error from the thread, with its fields (code, constraint, detail …) as PGlite has them. */
class ThreadDatabaseError extends Error {
  constructor(fields: Record<string, unknown> & { message: string }) {
    super(fields.message);
    Object.assign(this, fields);
    this.name = 'DatabaseError';
  }
}

export class PGliteThread {
  private worker: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  /** Serialises callers so that a transaction's statements are never interleaved with others. */
  private turn: Promise<unknown> = Promise.resolve();

  private constructor(private readonly dataDir: string) {
    this.worker = this.spawn();
  }

  /**
   * A thread with PGlite open on the data folder. Its young generation is kept small: the thread only
   * copies statements in and rows out, and V8's default semi-spaces (16 MB each, grown under load)
   * were a fifth of its resident memory (decision 3113).
   */
  private spawn(): Worker {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: this.dataDir },
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    worker.on('message', (message: Reply & { notification?: string; payload?: string }) => {
      if (message.notification !== undefined) {
        for (const fn of this.listeners.get(message.notification) ?? []) fn(message.payload ?? '');
        return;
      }
      const waiter = this.pending.get(message.id);
      if (!waiter) return;
      this.pending.delete(message.id);
      if (message.error) waiter.reject(new ThreadDatabaseError(message.error));
      else waiter.resolve(message.result);
    });
    worker.on('error', (err) => {
      for (const waiter of this.pending.values()) waiter.reject(err);
      this.pending.clear();
    });
    return worker;
  }

  private ready(): Promise<void> {
    const worker = this.worker;
    return new Promise<void>((resolve, reject) => {
      const onMessage = (m: { ready?: boolean }) => {
        if (!m.ready) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve();
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  }

  static async create(dataDir: string): Promise<PGliteThread> {
    const thread = new PGliteThread(dataDir);
    await thread.ready();
    return thread;
  }

  /**
   * Closes PGlite and opens it again in a new thread, between two statements. PGlite's WebAssembly
   * memory never shrinks: what migrating and seeding an empty database grew (~110 MB) would stay
   * resident for the life of the process; a new thread starts from what serving needs (decision 3113).
   */
  restart(): Promise<void> {
    return this.exclusive(async () => {
      await this.call({ op: 'close' });
      await this.worker.terminate();
      this.worker = this.spawn();
      await this.ready();
      for (const channel of this.listeners.keys()) await this.call({ op: 'listen', channel });
    });
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.turn.then(fn, fn);
    this.turn = run.catch(() => undefined);
    return run;
  }

  private send<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Result<T>> {
    const textTypes = Object.keys(options.parsers ?? {}).map(Number);
    return this.call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', textTypes });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Result<T>> {
    return this.exclusive(() => this.send<T>(sql, params, options));
  }

  exec(sql: string): Promise<Result<unknown>[]> {
    return this.exclusive(() => this.call({ op: 'exec', sql }));
  }

  transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      await this.call({ op: 'exec', sql: 'BEGIN' });
      const tx: ThreadTransaction = {
        query: (sql, params, options) => this.send(sql, params, options),
        exec: (sql) => this.call({ op: 'exec', sql }),
        rollback: async () => {
          tx.closed = true;
          await this.call({ op: 'exec', sql: 'ROLLBACK' });
        },
        closed: false,
      };
      try {
        const result = await fn(tx);
        if (!tx.closed) await this.call({ op: 'exec', sql: 'COMMIT' });
        return result;
      } catch (err) {
        if (!tx.closed) await this.call({ op: 'exec', sql: 'ROLLBACK' });
        throw err;
      } finally {
        tx.closed = true;
      }
    });
  }

  /** Calls fn with each NOTIFY payload on the channel (pg_notify from any statement). */
  async listen(channel: string, fn: (payload: string) => void): Promise<void> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await this.exclusive(() => this.call({ op: 'listen', channel }));
    }
    set.add(fn);
  }

  async close(): Promise<void> {
    await this.exclusive(() => this.call({ op: 'close' }));
    await this.worker.terminate();
  }
}
