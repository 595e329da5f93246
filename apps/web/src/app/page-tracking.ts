// Page-view tracking (portal-spec §4): skips login, 404, account setup, problem-solving articles and
// cookie-reject; remembers the previous page for going back.
import { isUntrackedPage } from '../config/paths.ts';
import { rememberPage } from '../lib/navigation.ts';
import { track } from '../lib/analytics.ts';

export function trackNavigation(pathname: string): void {
  rememberPage(pathname);
  if (!isUntrackedPage(pathname)) track('page_view', { pageName: pathname });
}
