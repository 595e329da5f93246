// Error reporting and session replay with the Sentry SDK, sent to any Sentry-compatible server
// (Sentry, GlitchTip). Off unless the API's /api/monitoring/config names a DSN. Errors reach it only
// through the portal's own uncaught-error handler (global-errors.ts), which filters hardware codes,
// so Sentry's own catchers are left out; beforeSend filters them again and scrubs every event.
import * as Sentry from '@sentry/react';
import { PORTAL_VERSION, isHardwareErrorCode } from '@dealer/contracts';
import { MONITORING } from '../../config/monitoring.ts';
import { scrubValue } from './scrub.ts';

export interface MonitoringConfig {
  dsn: string | null;
  environment: string;
}

/** Sentry's own catchers of uncaught errors (window.onerror, wrapped timers): the portal's handler does that. */
const REPORTED_BY_PORTAL = new Set(['GlobalHandlers', 'BrowserApiErrors']);

let active = false;
export const isMonitoringActive = () => active;

function isHardwareError(hint: Sentry.EventHint | undefined): boolean {
  const code = (hint?.originalException as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'number' && isHardwareErrorCode(code);
}

/** Keeps a replay segment under the spec's byte limit: past it, the segment is sent at once. */
function segmentLimiter(getReplay: () => ReturnType<typeof Sentry.replayIntegration>) {
  let bytes = 0;
  return {
    reset: () => (bytes = 0),
    add(event: unknown) {
      bytes += JSON.stringify(event).length;
      if (bytes >= MONITORING.replaySegmentBytes) {
        bytes = 0;
        queueMicrotask(() => void getReplay().flush());
      }
    },
  };
}

export function startMonitoring(config: MonitoringConfig): boolean {
  if (!config.dsn || active) return false;
  const limiter = segmentLimiter(() => replay);
  const replay = Sentry.replayIntegration({
    flushMinDelay: MONITORING.replaySegmentMs,
    flushMaxDelay: MONITORING.replaySegmentMs,
    useCompression: false,
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
    beforeAddRecordingEvent: (event) => {
      limiter.add(event);
      return event;
    },
  });
  Sentry.init({
    dsn: config.dsn,
    release: PORTAL_VERSION,
    environment: config.environment,
    sampleRate: MONITORING.sessionSampleRate,
    replaysSessionSampleRate: MONITORING.replaySampleRate,
    replaysOnErrorSampleRate: 0,
    integrations: (defaults) => [...defaults.filter((i) => !REPORTED_BY_PORTAL.has(i.name)), replay],
    beforeSend: (event, hint) => (isHardwareError(hint) ? null : scrubEvent(event)),
    beforeBreadcrumb: (breadcrumb) => scrubValue(breadcrumb),
  });
  Sentry.getClient()?.on('beforeEnvelope', (envelope) => {
    if (envelope[1].some(([item]) => item.type === 'replay_recording')) limiter.reset();
  });
  active = true;
  return true;
}

function scrubEvent<E extends Sentry.ErrorEvent>(event: E): E {
  const id = event.user?.id;
  const scrubbed = scrubValue(event);
  scrubbed.user = id === undefined ? {} : { id };
  return scrubbed;
}

/** Hands an error to the reporting server; throws when reporting is not possible. */
export function captureError(error: unknown): void {
  if (!Sentry.getClient()) throw new Error('error reporting is not running');
  Sentry.captureException(error);
}

/** The signed-in user as reports carry them: id and role only. */
export function setMonitoringUser(user: { id: string; role: string } | null): void {
  if (!active) return;
  Sentry.setUser(user ? { id: user.id } : null);
  Sentry.setTag('role', user?.role);
}

interface LiveReplayOptions {
  sessionSampleRate: number;
  errorSampleRate: number;
  flushMinDelay: number;
  flushMaxDelay: number;
  useCompression: boolean;
}

/** The settings the running SDK uses, read back from it (the monitoring journey reads them). */
export function monitoringSettings() {
  const client = Sentry.getClient();
  const integration = client?.getIntegrationByName('Replay') as
    { _replay?: { getOptions(): LiveReplayOptions } } | undefined;
  const replay = integration?._replay?.getOptions();
  return {
    sessionSampleRate: client?.getOptions().sampleRate,
    replaySampleRate: replay?.sessionSampleRate,
    replayOnErrorSampleRate: replay?.errorSampleRate,
    replaySegmentMs: replay?.flushMinDelay,
    replaySegmentMaxMs: replay?.flushMaxDelay,
    replayCompression: replay?.useCompression,
    replaySegmentBytes: MONITORING.replaySegmentBytes,
  };
}
