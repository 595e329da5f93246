// Error reporting (SENTRY_DSN) and OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT) start here,
// imported first by server.ts so the HTTP and PostgreSQL modules load after the instrumentation.
import { PORTAL_VERSION } from '@dealer/contracts';
import { startTelemetry } from '@dealer/server-env/telemetry';

export const telemetry = startTelemetry({
  serviceName: 'dealer-portal-api',
  release: PORTAL_VERSION,
  env: process.env,
});
