// Reactions to failed bridge calls (calls-spec §8, portal-spec §8), by bridgeErrorReaction of
// contracts: no permission → the session alert; disconnect / reconnect / busy → their alerts; an
// invalid update file source → the security warning; anything else → "{action} Failed" with a retry,
// the situation in plain words and the code in small print (plain-error.ts).
// No bridge answering at all → the "system bridge not found" alert with the installer downloads.
import { BridgeInstaller } from '@dealer/contracts';
import { env } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { t } from '../i18n/i18n.ts';
import { navigateTo } from '../navigation.ts';
import { showSessionExpiredAlert } from '../session/auth.ts';
import { closeAlert, showAlert } from '../stores/shell-stores.ts';
import { isBridgeError, isBridgeUnreachable } from './bridge-error.ts';
import { plainError } from './plain-error.ts';

/** The bridge refused an image whose signature, size or digest did not match its signed manifest. */
const isInvalidUpdateSource = (error: unknown): boolean =>
  isBridgeError(error) && error.reason === 'invalid_update_source';

export interface BridgeReactionOptions {
  /** What the portal was doing, for the "{action} Failed" title (the bridge's own action wins). */
  action?: string;
  /** Offered as "Retry" on the generic alert. */
  retry?: () => void;
  /** Called when the connection is known to be gone (disconnect, reconnect, security warning). */
  onConnectionLost?: () => void;
}

export function reactToBridgeError(error: unknown, options: BridgeReactionOptions = {}): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (isBridgeUnreachable(error)) {
    showBridgeMissingAlert();
    return;
  }
  if (!isBridgeError(error)) {
    showGenericAlert(options.action, error, options.retry);
    return;
  }
  if (isInvalidUpdateSource(error)) {
    options.onConnectionLost?.();
    showSecurityWarning();
    return;
  }
  switch (error.reaction) {
    case 'no_permission':
      showSessionExpiredAlert();
      return;
    case 'disconnect':
      options.onConnectionLost?.();
      showAlert({
        type: 'warning',
        title: t('alert.disconnected.title'),
        subtitle: t('alert.disconnected.text'),
        confirmText: t('alert.connectionFailed.button'),
        onConfirm: reconnect,
      });
      return;
    case 'reconnect':
      options.onConnectionLost?.();
      showConnectionFailedAlert();
      return;
    case 'busy':
      showAlert({
        type: 'warning',
        title: t('alert.busy.title'),
        subtitle: t('alert.busy.text'),
        confirmText: t('common.close'),
        onConfirm: closeAlert,
      });
      return;
    case 'generic':
      showGenericAlert(options.action, error, options.retry);
      return;
  }
}

function reconnect() {
  closeAlert();
  navigateTo(paths.serviceTool);
}

function showConnectionFailedAlert(): void {
  showAlert({
    type: 'error',
    title: t('alert.connectionFailed.title'),
    subtitle: t('alert.connectionFailed.text'),
    confirmText: t('alert.connectionFailed.button'),
    onConfirm: reconnect,
  });
}

/** Security warning: action buttons hidden, close allowed (portal-spec §8). */
export function showSecurityWarning(): void {
  showAlert({
    type: 'error',
    title: t('alert.securityWarning.title'),
    subtitle: t('alert.securityWarning.text'),
    closable: true,
  });
}

function showGenericAlert(action: string | undefined, error: unknown, retry?: () => void) {
  // The headline is the situation in plain words and the body what to do next; the action name
  // (English in many calls, and the bridge's own) and the code go to the small print, for the desk.
  const plain = plainError(error);
  const small = [action ? t('alert.actionFailed.title', { action }) : '', plain.code ?? ''].filter(Boolean);
  showAlert({
    type: 'error',
    title: plain.what,
    subtitle: plain.next,
    ...(small.length > 0 ? { code: small.join(' · ') } : {}),
    confirmText: retry ? t('common.retry') : t('common.close'),
    onConfirm: () => {
      closeAlert();
      retry?.();
    },
    ...(retry
      ? { buttons: [{ label: t('common.close'), variant: 'secondary' as const, onClick: closeAlert }] }
      : {}),
  });
}

/** No bridge answered: say so and offer the installers (BridgeInstaller of contracts). */
export function showBridgeMissingAlert(): void {
  showAlert({
    type: 'warning',
    title: t('st.bridgeMissing.title'),
    subtitle: t('st.bridgeMissing.text', { version: BridgeInstaller.version }),
    buttons: [
      {
        label: t('st.bridgeMissing.windows'),
        variant: 'primary',
        onClick: () => window.location.assign(env.bridgeInstallers.windows),
      },
      {
        label: t('st.bridgeMissing.macos'),
        variant: 'secondary',
        onClick: () => window.location.assign(env.bridgeInstallers.macos),
      },
    ],
  });
}
