// The bridge keeps its recent log lines in memory so the portal (and support) can fetch them with
// /v1|v2/system_bridge/logs/runtime. The logger writes JSON lines into this stream, which also echoes
// them to stdout when the bridge runs as a service.

export interface RuntimeLogLine {
  time: string;
  level: string;
  message: string;
}

const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};

export class RuntimeLog {
  private readonly lines: RuntimeLogLine[] = [];

  constructor(
    private readonly capacity = 1000,
    private readonly echo: ((line: string) => void) | undefined = undefined,
  ) {}

  add(level: string, message: string): void {
    this.lines.push({ time: new Date().toISOString(), level, message });
    if (this.lines.length > this.capacity) this.lines.splice(0, this.lines.length - this.capacity);
  }

  recent(limit = this.capacity): RuntimeLogLine[] {
    return this.lines.slice(-limit);
  }

  /** A pino destination: keeps each JSON line (minus request noise) and echoes it. */
  stream(): { write(line: string): void } {
    return {
      write: (line: string) => {
        this.echo?.(line);
        try {
          const entry = JSON.parse(line) as {
            level?: number;
            msg?: string;
            time?: number;
            req?: { method?: string; url?: string };
            res?: { statusCode?: number };
          };
          const msg = entry.msg ?? '';
          const detail = entry.req
            ? ` ${entry.req.method} ${entry.req.url}`
            : entry.res
              ? ` ${entry.res.statusCode}`
              : '';
          this.add(LEVELS[entry.level ?? 30] ?? 'info', `${msg}${detail}`);
        } catch {
          this.add('info', line.trim());
        }
      },
    };
  }
}
