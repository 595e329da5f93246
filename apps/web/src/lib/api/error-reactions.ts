// Reactions to failed API calls (portal-spec §8). 401701 is handled inside the client (refresh, then
// the session-expired alert); any other server code opens "Request error {code}", whose closing
// returns to the service tool overview when the user is inside the service tool.
import { isApiError, RequiredError } from './api-error.ts';
import type { ErrorMeta } from './query-client.ts';
import { TOKEN_EXPIRED } from './client.ts';
import { showAlert } from '../stores/shell-stores.ts';
import { t } from '../i18n/i18n.ts';
import { isInServiceTool, paths } from '../../config/paths.ts';
import { navigateTo } from '../navigation.ts';
import { plainSituationText, serverSituation } from '../bridge/plain-error.ts';

export function reactToApiError(error: unknown, meta: ErrorMeta | undefined): void {
  if (meta?.silent) return;
  if (isApiError(error)) {
    if (error.code === TOKEN_EXPIRED) return;
    if (meta?.handledCodes?.includes(error.code)) return;
    showRequestErrorAlert(error.code);
    return;
  }
  if (error instanceof RequiredError) {
    console.error(error);
    return;
  }
  if (error instanceof DOMException && error.name === 'AbortError') return;
  showRequestErrorAlert(0);
}

export function showRequestErrorAlert(code: number): void {
  const inServiceTool = isInServiceTool(window.location.pathname);
  // Plain words first (decision 1761); the spec's "Request error {code}" stays as the small print.
  const plain = plainSituationText(code === 0 ? 'server' : serverSituation(code));
  showAlert({
    type: 'error',
    title: plain.what,
    subtitle: plain.next,
    code: t('alert.requestError.title', { code }),
    confirmText: t('common.close'),
    onClose: inServiceTool ? () => navigateTo(paths.serviceTool) : undefined,
  });
}
