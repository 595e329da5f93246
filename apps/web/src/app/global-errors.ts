// Global uncaught-error handler (portal-spec §8): the error goes to the reporting routine first;
// only when reporting itself fails is "Something went wrong." shown. Hardware codes are never reported.
import { isHardwareErrorCode } from '@dealer/contracts';
import { showAlert } from '../lib/stores/shell-stores.ts';
import { t } from '../lib/i18n/i18n.ts';

type Reporter = (error: unknown) => void;
let reporter: Reporter = (error) => console.error('[dealer-portal]', error);

export function setErrorReporter(next: Reporter): void {
  reporter = next;
}

export function shouldReport(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return !(typeof code === 'number' && isHardwareErrorCode(code));
}

export function reportError(error: unknown): void {
  if (!shouldReport(error)) return;
  try {
    reporter(error);
  } catch {
    showAlert({ type: 'error', title: t('error.somethingWrong'), confirmText: t('common.close') });
  }
}

export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (e) => reportError(e.error ?? e.message));
  window.addEventListener('unhandledrejection', (e) => reportError(e.reason));
  // Vite raises 'vite:preloadError' when a screen's chunk fails to load. It is deliberately not
  // prevented: the error then reaches the route's error boundary, which knows the target path and
  // reloads it (chunk-reload.ts); here the page's old path would be reloaded instead.
}
