// Error reporting (SENTRY_DSN) and OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT) start here,
// imported first by server.ts; the protocol layer's UDS and ISO-TP spans then reach the exporter.
import { BRIDGE_VERSION } from '@dealer/contracts';
import { startTelemetry } from '@dealer/server-env/telemetry';

export const telemetry = startTelemetry({
  serviceName: 'dealer-system-bridge',
  release: BRIDGE_VERSION,
  env: process.env,
});
