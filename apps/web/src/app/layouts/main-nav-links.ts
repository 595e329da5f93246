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
 * More links than this and the secondary ones go under "More" whatever the width (decision 1772); a
 * dealer's eight stay in the bar unless they do not fit it (fitMainNav, decision 1780).
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

type Split = { bar: MainNavLink[]; more: MainNavLink[] };

/**
 * The split once the bar must fit `room` pixels, given each link's measured width and the width
 * "More" takes (its gap included): secondary links leave the bar first, then everyday links from
 * the end; home always stays. The links that leave join "More" in the table's order. Without a
 * measured room (no layout yet, jsdom) nothing moves.
 */
export function fitMainNav(
  split: Split,
  widthOf: (link: MainNavLink) => number,
  room: number,
  moreWidth: number,
  gap: number,
  links: readonly MainNavLink[] = mainNavLinks,
): Split {
  if (room <= 0) return split;
  const bar = [...split.bar];
  const more = [...split.more];
  const needed = () =>
    bar.reduce((sum, l) => sum + widthOf(l), 0) +
    gap * Math.max(0, bar.length - 1) +
    (more.length > 0 ? moreWidth : 0);
  // A pixel to spare: measured widths are fractional, the bar's scroll width is rounded.
  while (bar.length > 1 && needed() > room - 1) {
    let leaving = bar.length - 1;
    for (let i = bar.length - 1; i > 0; i--) {
      if (bar[i]!.secondary) {
        leaving = i;
        break;
      }
    }
    more.push(...bar.splice(leaving, 1));
  }
  more.sort((a, b) => links.indexOf(a) - links.indexOf(b));
  return { bar, more };
}
