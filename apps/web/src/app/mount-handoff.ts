// Mount-time handoff (portal-spec §4): an address carrying both `username` and `token` clears the
// stored full-diagnosis list and cookie flag and goes to a fixed address: /login, without the query,
// so the token never stays in the address bar or history (docs/decisions/).
import { StorageKey } from '@dealer/contracts';
import { paths } from '../config/paths.ts';

const HANDOFF_REDIRECT = paths.login;

/** Returns true when the page is being sent to the fixed address. */
export function handleMountHandoff(location: Location = window.location): boolean {
  const params = new URLSearchParams(location.search);
  if (!params.get('username') || !params.get('token')) return false;
  localStorage.removeItem(StorageKey.fullDiagnosisInfoList);
  localStorage.removeItem(StorageKey.cookieDismissed);
  location.replace(HANDOFF_REDIRECT);
  return true;
}
