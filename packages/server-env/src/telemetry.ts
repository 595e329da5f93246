// Error reporting and traces for a server process (the API, the bridge), both off unless configured:
// SENTRY_DSN sends unhandled errors to any Sentry-compatible server (@sentry/node, without Sentry's
// own tracing); OTEL_EXPORTER_OTLP_ENDPOINT exports OpenTelemetry traces over OTLP/HTTP (protobuf)
// with HTTP spans, plus whatever spans the service makes itself (the bridge: UDS and ISO-TP). The standard
// OTEL_* variables (OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME, …) are read by the SDK itself.
// Start it first, before the modules it should instrument are loaded (each service's instrument.ts).
//
// Sentry's SDK and OpenTelemetry's Node SDK (with its exporters and HTTP instrumentation) are
// ~1,100 modules, about 4 CPU-seconds of every start on a two-core machine: they are loaded only when
// configured, synchronously (their CommonJS builds) so that they still start before anything else.
import { createRequire } from 'node:module';
import type * as tracing from '@opentelemetry/sdk-trace';
import type * as SentrySdk from '@sentry/node';
import type * as OtelSdk from '@opentelemetry/sdk-node';
import type * as OtlpExporter from '@opentelemetry/exporter-trace-otlp-proto';
import type * as HttpInstrumentations from '@opentelemetry/instrumentation-http';
import type { Env } from './index.ts';

const load = createRequire(import.meta.url);
/** Sentry once SENTRY_DSN started it; Sentry keeps its client in a global, so one copy serves all. */
let sentry: typeof SentrySdk | undefined;

export interface TelemetryOptions {
  serviceName: string;
  release: string;
  env: Env;
  /** Extra span processors (tests collect spans in memory with tracing.InMemorySpanExporter). */
  spanProcessors?: tracing.SpanProcessor[];
}

export interface Telemetry {
  errors: boolean;
  traces: boolean;
  shutdown(): Promise<void>;
}

/** Everything that could carry a credential or personal data leaves the error report. */
function scrub(event: SentrySdk.ErrorEvent): SentrySdk.ErrorEvent {
  if (event.request) {
    delete event.request.headers;
    delete event.request.cookies;
    delete event.request.data;
    delete event.request.query_string;
  }
  if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id };
  return event;
}

export function startTelemetry(o: TelemetryOptions): Telemetry {
  const dsn = o.env.SENTRY_DSN;
  if (dsn) {
    sentry = load('@sentry/node') as typeof SentrySdk;
    const options: SentrySdk.NodeOptions & { skipOpenTelemetrySetup: boolean } = {
      dsn,
      release: o.release,
      environment: o.env.SENTRY_ENVIRONMENT ?? 'production',
      serverName: o.serviceName,
      // Traces go through the OpenTelemetry SDK below, not through Sentry.
      skipOpenTelemetrySetup: true,
      beforeSend: scrub,
    };
    sentry.init(options);
  }
  const processors = [...(o.spanProcessors ?? [])];
  if (o.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { OTLPTraceExporter } = load('@opentelemetry/exporter-trace-otlp-proto') as typeof OtlpExporter;
    const { BatchSpanProcessor } = load('@opentelemetry/sdk-trace') as typeof tracing;
    processors.push(new BatchSpanProcessor({ exporter: new OTLPTraceExporter() }));
  }
  const sdk = processors.length ? nodeSdk(o, processors) : undefined;
  sdk?.start();
  return {
    errors: Boolean(dsn),
    traces: Boolean(sdk),
    async shutdown() {
      await Promise.all([sdk?.shutdown(), dsn ? sentry?.close(2000) : undefined]);
    },
  };
}

/** OpenTelemetry's Node SDK with HTTP spans, exporting through `processors`. */
function nodeSdk(o: TelemetryOptions, processors: tracing.SpanProcessor[]): OtelSdk.NodeSDK {
  const { NodeSDK } = load('@opentelemetry/sdk-node') as typeof OtelSdk;
  const { HttpInstrumentation } = load('@opentelemetry/instrumentation-http') as typeof HttpInstrumentations;
  return new NodeSDK({
    serviceName: o.env.OTEL_SERVICE_NAME ?? o.serviceName,
    spanProcessors: processors,
    instrumentations: [new HttpInstrumentation()],
  });
}

/** Reports an error that reached a server's last handler (no-op without SENTRY_DSN). */
export function reportServerError(error: unknown): void {
  if (sentry?.getClient()) sentry.captureException(error);
}
