// The log destination of the server: pino's lines are collected here and handed to sonic-boom (the
// asynchronous writer of pino.destination) in blocks of about `blockBytes`, at least every
// `flushMs`, and synchronously when the process exits.
//
// Why not sonic-boom's own `minLength`: while it collects, it appends each line to one string and
// measures that whole string's UTF-8 length again (Buffer.byteLength) for every line, so each line
// costs a scan of everything collected so far — at the 4 KB blocks used before, ~2 KB scanned and
// flattened per request, the largest single cost of an access-log line (bench/api, decision 1306).
// Here a line costs an array push; the block is joined once.
import pino from 'pino';

export interface LogBatchOptions {
  /** Hand a block to the writer once this many characters have been collected. */
  blockBytes?: number;
  /** …and at least this often, so a quiet server's lines still show promptly. */
  flushMs?: number;
}

export class LogBatch {
  private lines: string[] = [];
  private size = 0;
  private readonly timer: NodeJS.Timeout;
  private readonly blockBytes: number;

  constructor(
    private readonly sink: { write(data: string): boolean; flushSync(): void },
    options: LogBatchOptions = {},
  ) {
    this.blockBytes = options.blockBytes ?? 16 * 1024;
    this.timer = setInterval(() => this.flush(), options.flushMs ?? 1000);
    this.timer.unref();
  }

  write(line: string): boolean {
    this.lines.push(line);
    this.size += line.length;
    if (this.size >= this.blockBytes) this.flush();
    return true;
  }

  /** Hands what was collected to the writer (which writes it asynchronously). */
  flush(): void {
    if (this.lines.length === 0) return;
    const block = this.lines.length === 1 ? this.lines[0]! : this.lines.join('');
    this.lines = [];
    this.size = 0;
    this.sink.write(block);
  }

  /** Writes everything, collected or still with the writer, before returning (on exit). */
  flushSync(): void {
    this.flush();
    this.sink.flushSync();
  }

  close(): void {
    clearInterval(this.timer);
    this.flushSync();
  }
}

/** Standard output as a batched, asynchronous log destination, written out on process exit. */
export function stdoutLogBatch(options?: LogBatchOptions): LogBatch {
  // minLength 0: sonic-boom starts each write at once; the batching happens above it.
  const batch = new LogBatch(pino.destination({ dest: 1, sync: false, minLength: 0 }), options);
  process.on('exit', () => {
    try {
      batch.flushSync();
    } catch {
      // the writer is gone (closed or failed stdout): nothing more can be written
    }
  });
  return batch;
}
