import { afterEach, describe, expect, it, vi } from 'vitest';
import { isUntrackedPage } from '../config/paths.ts';
import { recentEvents } from '../lib/analytics.ts';
import { getPreviousPage } from '../lib/navigation.ts';
import { alertStore } from '../lib/stores/shell-stores.ts';
import { isChunkLoadError, reloadTarget } from './chunk-reload.ts';
import { reportError, setErrorReporter, shouldReport } from './global-errors.ts';
import { trackNavigation } from './page-tracking.ts';
import { handleMountHandoff } from './mount-handoff.ts';
import { showRequestErrorAlert } from '../lib/api/error-reactions.ts';

afterEach(() => {
  alertStore.reset();
  setErrorReporter((e) => console.error(e));
});

describe('page-view tracking', () => {
  it('skips login, 404, account setup, problem-solving articles and cookie-reject', () => {
    for (const p of [
      '/login',
      '/404',
      '/account-setup',
      '/service-tool/problem-solving/12',
      '/cookie-reject',
    ])
      expect(isUntrackedPage(p)).toBe(true);
    for (const p of ['/', '/service-tool', '/service-book', '/service-tool/full-diagnosis'])
      expect(isUntrackedPage(p)).toBe(false);
  });

  it('tracks the others and remembers the previous page', () => {
    trackNavigation('/service-book');
    trackNavigation('/login');
    trackNavigation('/service-tool');
    const pages = recentEvents().map((e) => e.properties.pageName);
    expect(pages.slice(-2)).toEqual(['/service-book', '/service-tool']);
    expect(getPreviousPage()).toBe('/login');
  });
});

describe('chunk reload', () => {
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/X.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
  it('reloads a path at most once a minute', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    expect(reloadTarget('/service-book', 1_000)).toBe(true);
    expect(reloadTarget('/service-book', 30_000)).toBe(false);
    expect(reloadTarget('/service-book', 62_000)).toBe(true);
    expect(assign).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});

describe('global error handler', () => {
  it('shows "Something went wrong." only when reporting fails', () => {
    setErrorReporter(() => undefined);
    reportError(new Error('x'));
    expect(alertStore.get().open).toBe(false);
    setErrorReporter(() => {
      throw new Error('reporting down');
    });
    reportError(new Error('x'));
    expect(alertStore.get()).toMatchObject({ open: true, title: 'Something went wrong.' });
  });
  it('never reports hardware codes', () => {
    expect(shouldReport({ code: 30013 })).toBe(false);
    expect(shouldReport({ code: 400100 })).toBe(true);
  });
});

describe('request error alert', () => {
  it('says what happened in plain words, the code in small print, and returns to the overview inside the service tool', () => {
    window.history.pushState({}, '', '/service-tool/firmware-update');
    showRequestErrorAlert(500000);
    expect(alertStore.get()).toMatchObject({
      open: true,
      title: 'The portal server could not finish this.',
      code: 'Request error 500000',
    });
    expect(alertStore.get().subtitle).toMatch(/Try again in a moment/);
    expect(alertStore.get().onClose).toBeTypeOf('function');
    window.history.pushState({}, '', '/service-book');
    showRequestErrorAlert(400700);
    expect(alertStore.get().onClose).toBeUndefined();
  });
});

describe('mount handoff', () => {
  it('clears the diagnosis list and cookie flag and goes to /login when username and token are present', () => {
    localStorage.setItem('fullDiagnosisInfoList', '[]');
    localStorage.setItem('cookieDismissed', 'true');
    localStorage.setItem('lang', 'de');
    const replace = vi.fn();
    expect(handleMountHandoff({ search: '?username=anna&token=abc', replace } as unknown as Location)).toBe(
      true,
    );
    expect(replace).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem('fullDiagnosisInfoList')).toBeNull();
    expect(localStorage.getItem('cookieDismissed')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('de');
    expect(handleMountHandoff({ search: '?username=anna', replace } as unknown as Location)).toBe(false);
  });
});
