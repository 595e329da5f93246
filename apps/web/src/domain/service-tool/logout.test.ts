// Logout ends the service-tool session although lib/session never names it: the session registers
// its reset with onSessionCleared where its store is made.
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../lib/session/auth.ts';
import { initialSession, sessionStore } from '../../lib/session/session-store.ts';
import { initialClientState, serviceToolClientStore } from './client-state.ts';
import { setWorkspace } from './workspace-session.ts';

afterEach(() => {
  serviceToolClientStore.set({ ...initialClientState });
  sessionStore.set(initialSession);
});

describe('logout', () => {
  it('leaves the workspace and forgets the bridge status it had', () => {
    setWorkspace({ id: 7, vin: 'WDEMO0000000000001', sessionToken: 'token' });
    serviceToolClientStore.set((s) => ({ ...s, bridgeReachable: true }));
    expect(localStorage.getItem('workspaceId')).toBe('7');

    clearSession();

    expect(serviceToolClientStore.get()).toEqual(initialClientState);
    expect(localStorage.getItem('workspaceId')).toBeNull();
  });
});
