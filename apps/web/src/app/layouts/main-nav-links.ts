// The main navigation as data: each link names the permission key its screen needs and whether it
// is an everyday link or one that may wait under "More" (issue 17: a service center's ten links
// overflowed the header at 1280 px). One table, so the bar and the menu never disagree.
import { hasPermission, type PermissionKey, type PermissionMap } from '@dealer/contracts';
import { paths } from '../../config/paths.ts';
import type { MessageKey } from '../../lib/i18n/i18n.ts';

export interface MainNavLink {
  to: string;
  label: MessageKey;
  /** Matches only the exact path (home), not its children. */
  end?: boolean;
  needs?: PermissionKey;
  /** Used less often: goes under "More" when the account has more links than fit in the bar. */
  secondary?: boolean;
}

export const mainNavLinks: readonly MainNavLink[] = [
  { to: paths.home, label: 'nav.home', end: true },
  { to: paths.serviceTool, label: 'nav.serviceTool', needs: 'manage_workspace' },
  { to: paths.serviceBook, label: 'nav.serviceBook', needs: 'get_bike_info' },
  { to: paths.serviceReport, label: 'nav.serviceReport', needs: 'manage_workspace' },
  { to: paths.caseReview, label: 'review.nav', needs: 'review_case_management' },
  { to: paths.claimReview, label: 'claim.reviewNav', needs: 'review_claim_case' },
  { to: paths.claims, label: 'claim.nav', needs: 'get_claim_case' },
  { to: paths.orders, label: 'order.nav', needs: 'get_order' },
  { to: paths.reportForm, label: 'nav.reportForm', secondary: true },
  { to: paths.helpCentre, label: 'help.nav', secondary: true },
  { to: paths.dealers, label: 'dealers.nav', needs: 'manage_dealer', secondary: true },
  { to: paths.auditLog, label: 'audit.nav', needs: 'manage_dealer', secondary: true },
];

/**
 * How many links the bar shows whole at 1280 px in the longest of the twelve languages (German),
 * next to the search box, theme toggle and account button. A dealer's eight links stay in the bar.
 */
export const MAX_LINKS_IN_BAR = 8;

/** The account's links, split into the bar and the "More" menu (empty when everything fits). */
export function splitMainNav(
  permission: PermissionMap | null | undefined,
  links: readonly MainNavLink[] = mainNavLinks,
  maxInBar = MAX_LINKS_IN_BAR,
): { bar: MainNavLink[]; more: MainNavLink[] } {
  const allowed = links.filter((l) => !l.needs || hasPermission(permission, l.needs));
  if (allowed.length <= maxInBar) return { bar: allowed, more: [] };
  return { bar: allowed.filter((l) => !l.secondary), more: allowed.filter((l) => l.secondary) };
}
