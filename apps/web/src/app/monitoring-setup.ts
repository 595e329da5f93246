// Switches error reporting on when the API names a DSN: the global handler's reporter becomes the
// Sentry SDK, and the signed-in user's id and role follow the session (cleared on logout, when the
// session store is reset). Without a DSN, or when the settings cannot be read, errors stay in the
// console as before.
import { decodeJwt } from 'jose';
import { apiRequest } from '../lib/api/client.ts';
import { getAccessToken } from '../lib/auth/tokens.ts';
import {
  captureError,
  monitoringSettings,
  setMonitoringUser,
  startMonitoring,
} from '../lib/monitoring/monitoring.ts';
import { roleOf, sessionStore } from '../lib/session/session-store.ts';
import { setErrorReporter } from './global-errors.ts';

declare global {
  interface Window {
    /** The running SDK's settings, for the monitoring journey. */
    __dealerMonitoring?: () => ReturnType<typeof monitoringSettings>;
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

function followSession(): void {
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
  if (!startMonitoring(config)) return;
  setErrorReporter(captureError);
  window.__dealerMonitoring = monitoringSettings;
  followSession();
}
