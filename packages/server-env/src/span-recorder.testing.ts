// For tests: telemetry started with an in-memory span exporter, read only after every pending export
// is done. A span that ends while the SDK still detects its resource is exported once that is done,
// which on a busy machine is after the statement or request that made it.
import { context } from '@opentelemetry/api';
import * as tracing from '@opentelemetry/sdk-trace';
import { startTelemetry, type Telemetry } from './telemetry.ts';

export interface SpanRecorder {
  /** The spans ended so far, once their exports are done. */
  finished(): Promise<tracing.ReadableSpan[]>;
  reset(): void;
  shutdown: Telemetry['shutdown'];
}

export function recordSpans(serviceName: string, release: string): SpanRecorder {
  const exporter = new tracing.InMemorySpanExporter();
  const processor = new tracing.SimpleSpanProcessor({ exporter });
  const telemetry = startTelemetry({ serviceName, release, env: {}, spanProcessors: [processor] });
  return {
    finished: async () => {
      await processor.forceFlush();
      return exporter.getFinishedSpans();
    },
    reset: () => exporter.reset(),
    // The SDK's shutdown leaves its async-context manager registered and its AsyncLocalStorage on:
    // later test files in the same worker (isolate: false) would run with promise tracking on.
    shutdown: async () => {
      await telemetry.shutdown();
      context.disable();
    },
  };
}
