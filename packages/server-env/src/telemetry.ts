// Error reporting and traces for a server process (the API, the bridge), both off unless configured:
// SENTRY_DSN sends unhandled errors to any Sentry-compatible server (@sentry/node, without Sentry's
// own tracing); OTEL_EXPORTER_OTLP_ENDPOINT exports OpenTelemetry traces over OTLP/HTTP (protobuf)
// with HTTP spans, plus whatever spans the service makes itself (the bridge: UDS and ISO-TP). The standard
// OTEL_* variables (OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME, …) are read by the SDK itself.
// Start it first, before the modules it should instrument are loaded (each service's instrument.ts).
import * as Sentry from '@sentry/node';
import { NodeSDK } from '@opentelemetry/sdk-node';
import * as tracing from '@opentelemetry/sdk-trace';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import type { Env } from './index.ts';

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
function scrub(event: Sentry.ErrorEvent): Sentry.ErrorEvent {
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
    const options: Sentry.NodeOptions & { skipOpenTelemetrySetup: boolean } = {
      dsn,
      release: o.release,
      environment: o.env.SENTRY_ENVIRONMENT ?? 'production',
      serverName: o.serviceName,
      // Traces go through the OpenTelemetry SDK below, not through Sentry.
      skipOpenTelemetrySetup: true,
      beforeSend: scrub,
    };
    Sentry.init(options);
  }
  const processors = [...(o.spanProcessors ?? [])];
  if (o.env.OTEL_EXPORTER_OTLP_ENDPOINT)
    processors.push(new tracing.BatchSpanProcessor({ exporter: new OTLPTraceExporter() }));
  const sdk = processors.length
    ? new NodeSDK({
        serviceName: o.env.OTEL_SERVICE_NAME ?? o.serviceName,
        spanProcessors: processors,
        instrumentations: [new HttpInstrumentation()],
      })
    : undefined;
  sdk?.start();
  return {
    errors: Boolean(dsn),
    traces: Boolean(sdk),
    async shutdown() {
      await Promise.all([sdk?.shutdown(), dsn ? Sentry.close(2000) : undefined]);
    },
  };
}

/** Reports an error that reached a server's last handler (no-op without SENTRY_DSN). */
export function reportServerError(error: unknown): void {
  if (Sentry.getClient()) Sentry.captureException(error);
}

export { tracing };
