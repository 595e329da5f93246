// Database spans through the OpenTelemetry API (issue 15: traces with HTTP and database spans). The
// API's two drivers are wrapped where every statement passes: each pg pool client's query() (so
// pool.query, transactions and raw SQL alike) and PGlite's query/exec/transaction (in-process or on
// its worker thread, docs/decisions/1300). By hand rather than with instrumentation-pg: that one
// patches the pg module as it loads (order-sensitive under ES modules and tsx) and knows nothing of
// PGlite; one small wrapper gives both drivers the same spans (docs/decisions/1512). Without a tracer
// provider (no OTEL_EXPORTER_OTLP_ENDPOINT) the tracer is a no-op: a call costs a few more calls.
import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';

export type DbEngine = 'postgres' | 'pglite';

// Asked per span, not once at load: a tracer taken before the provider is registered stays a no-op.
const tracer = () => trace.getTracer('dealer-db');

/** The statement's SQL text: a string or pg's query config ({ text }). Parameters are never read. */
function textOf(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg && typeof arg === 'object' && typeof (arg as { text?: unknown }).text === 'string')
    return (arg as { text: string }).text;
  return '';
}

function startDbSpan(engine: DbEngine, text: string): Span {
  // Span name per the semantic conventions: the operation ("SELECT"), or the system's name.
  const operation = /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'postgresql';
  return tracer().startSpan(
    operation,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        // Drizzle sends parameterised SQL ($1 …): the text holds no values, so no personal data.
        'db.query.text': text.length > 2000 ? `${text.slice(0, 2000)}…` : text,
        'dealer.db.engine': engine,
      },
    },
    context.active(),
  );
}

function end(span: Span, error?: unknown): void {
  if (error) {
    const failure = error instanceof Error ? error : new Error(JSON.stringify(error) ?? 'failed');
    span.recordException(failure);
    span.setStatus({ code: SpanStatusCode.ERROR, message: failure.message });
  }
  span.end();
}

type AnyFn = (...args: unknown[]) => unknown;

/** Wraps `target[method]` so each call is one span; a callback (pg's pool) or a promise ends it. */
function wrap(engine: DbEngine, target: Record<string, unknown>, method: string): void {
  const original = target[method];
  if (typeof original !== 'function') return;
  const call = (original as AnyFn).bind(target);
  target[method] = (...args: unknown[]) => {
    const span = startDbSpan(engine, textOf(args[0]));
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, ...rest: unknown[]) => {
        end(span, error);
        return (callback as AnyFn)(error, ...rest);
      };
      return call(...args);
    }
    try {
      const result = call(...args);
      if (result instanceof Promise)
        return (result as Promise<unknown>).then(
          (value: unknown) => {
            end(span);
            return value;
          },
          (error: unknown) => {
            end(span, error);
            throw error;
          },
        );
      end(span);
      return result;
    } catch (error) {
      end(span, error);
      throw error;
    }
  };
}

/** A pg client (of a pool: call it from the pool's 'connect' event) makes a span per query. */
export function traceStatements(engine: DbEngine, client: object): void {
  const target = client as Record<string, unknown>;
  wrap(engine, target, 'query');
  wrap(engine, target, 'exec');
  const transaction = target.transaction;
  // PGlite: the transaction's own handle gets the same wrapping before the work runs on it.
  if (typeof transaction === 'function') {
    const run = (transaction as AnyFn).bind(target);
    target.transaction = (fn: (tx: object) => unknown) =>
      run((tx: object) => {
        traceStatements(engine, tx);
        return fn(tx);
      });
  }
}
