// Switches error reporting on when the API names a DSN: the global handler's reporter becomes the
// Sentry SDK, and the signed-in user's id and role follow the session (cleared on logout, when the
// session store is reset). Without a DSN, or when the settings cannot be read, errors stay in the
// console as before. The SDK is fetched only then: it was a third of the portal's first download
// (decision 3303).
import { decodeJwt } from 'jose';
import { apiRequest } from '../lib/api/client.ts';
import { getAccessToken } from '../lib/auth/tokens.ts';
import { roleOf, sessionStore } from '../lib/session/session-store.ts';
import { setErrorReporter } from './global-errors.ts';
// Types only: the module itself (the Sentry SDK) is imported when a DSN is configured.
import type * as MonitoringModule from '../lib/monitoring/monitoring.ts';

type Monitoring = typeof MonitoringModule;

declare global {
  interface Window {
    /** The running SDK's settings, for the monitoring journey. */
    __dealerMonitoring?: () => ReturnType<Monitoring['monitoringSettings']>;
  }
}

function currentUserId(): string | null {
  const token = getAccessToken();
  if (!token) return null;
  try {
    const sub = decodeJwt(token).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

function followSession(setMonitoringUser: Monitoring['setMonitoringUser']): void {
  let last = '';
  const update = () => {
    const { loggedIn, accountFetched, permission } = sessionStore.get();
    const id = loggedIn && accountFetched ? currentUserId() : null;
    const { isDealer, isServiceCenter } = roleOf(permission);
    const role = isDealer ? 'dealer' : isServiceCenter ? 'service_center' : 'none';
    const key = id ? `${id}/${role}` : '';
    if (key === last) return;
    last = key;
    setMonitoringUser(id ? { id, role } : null);
  };
  sessionStore.subscribe(update);
  update();
}

export async function setUpMonitoring(): Promise<void> {
  let config;
  try {
    config = await apiRequest('get', '/api/monitoring/config', { anonymous: true });
  } catch {
    return; // no settings, no reporting: the console reporter stays
  }
  if (!config.dsn) return;
  let monitoring: Monitoring;
  try {
    monitoring = await import('../lib/monitoring/monitoring.ts');
  } catch {
    return; // the SDK could not be fetched: the console reporter stays
  }
  if (!monitoring.startMonitoring(config)) return;
  setErrorReporter(monitoring.captureError);
  window.__dealerMonitoring = monitoring.monitoringSettings;
  followSession(monitoring.setMonitoringUser);
}
