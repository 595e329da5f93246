// Spans of the protocol layer through the OpenTelemetry API: without a tracer provider (no
// OTEL_EXPORTER_OTLP_ENDPOINT) they are no-ops; with one (server-env's startTelemetry) every UDS
// request and each ISO-TP transfer inside it becomes a span.
import { SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import { BRIDGE_VERSION } from '@dealer/contracts';

const tracer = trace.getTracer('dealer-bridge-protocol', BRIDGE_VERSION);

/** Runs `work` inside a span named `name`; an exception marks the span as failed and is rethrown. */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (e) {
      span.recordException(e instanceof Error ? e : String(e));
      span.setStatus({ code: SpanStatusCode.ERROR, message: e instanceof Error ? e.message : String(e) });
      throw e;
    } finally {
      span.end();
    }
  });
}
