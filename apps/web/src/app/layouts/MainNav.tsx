// The header's main navigation: the account's links in the bar, the rest under "More". While the
// header is one row (1024 px and up) the bar measures every link's name in the current language
// (hidden gauges that draw the names from an attribute, so no text is doubled for readers or tests)
// and moves the least frequent links under "More" until the others show whole (decision 1780).
// Narrower, the header wraps the bar onto its own row and only the rule of decision 1772 applies.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { PermissionMap } from '@dealer/contracts';
import { Icon } from '../../components/ui/Icon.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { MainNavMore } from './MainNavMore.tsx';
import { fitMainNav, mainNavLinks, splitMainNav } from './main-nav-links.ts';

/** The header is one row from this width up (styles/narrow.css wraps it below). */
const ONE_ROW = '(min-width: 1024px)';
const MORE = '';

export function MainNav({ permission }: { permission: PermissionMap | null | undefined }) {
  const { t, language } = useI18n();
  const split = useMemo(() => splitMainNav(permission), [permission]);
  const nav = useRef<HTMLElement>(null);
  const gauges = useRef<HTMLDivElement>(null);
  const links = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // Paths of the links that left the bar for lack of room.
  const [moved, setMoved] = useState<readonly string[]>([]);

  useLayoutEffect(() => {
    const navEl = nav.current;
    const row = gauges.current;
    if (!navEl || !row) return;
    const fit = () => {
      let next: string[] = [];
      if (window.matchMedia?.(ONE_ROW).matches) {
        const widths = new Map<string, number>();
        for (const el of row.children) {
          widths.set((el as HTMLElement).dataset.to ?? MORE, el.getBoundingClientRect().width);
        }
        const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
        const room = navEl.getBoundingClientRect().width;
        const more = (widths.get(MORE) ?? 0) + gap;
        const fitted = fitMainNav(split, (l) => widths.get(l.to) ?? 0, room, more, gap);
        next = fitted.more.filter((l) => !split.more.includes(l)).map((l) => l.to);
      }
      setMoved((prev) => (prev.join() === next.join() ? prev : next));
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    // The room changes with the window and the header tools; the names with the language and fonts.
    const observer = new ResizeObserver(fit);
    observer.observe(navEl);
    observer.observe(row);
    return () => observer.disconnect();
  }, [split, language]);

  // On a phone the bar scrolls sideways: the open screen's link is brought into view, not left cut
  // at the edge (the bar itself only, never the page).
  useLayoutEffect(() => {
    const box = links.current;
    const active = box?.querySelector('.active');
    if (!box || !active) return;
    const inner = box.getBoundingClientRect();
    const link = active.getBoundingClientRect();
    if (link.left < inner.left) box.scrollLeft -= inner.left - link.left;
    else if (link.right > inner.right) box.scrollLeft += link.right - inner.right;
  }, [pathname, moved]);

  const bar = split.bar.filter((l) => !moved.includes(l.to));
  const more = mainNavLinks.filter((l) => split.more.includes(l) || moved.includes(l.to));
  return (
    <nav ref={nav} aria-label={t('nav.main')} className="main-nav">
      <div ref={links} className="main-nav-links">
        {bar.map((l) => (
          <NavLink key={l.to} to={l.to} end={l.end} className="main-nav-link">
            {t(l.label)}
          </NavLink>
        ))}
      </div>
      <MainNavMore links={more} />
      <div className="main-nav-gauges" aria-hidden="true">
        <div ref={gauges}>
          {[...split.bar, ...split.more].map((l) => (
            <span key={l.to} data-to={l.to} data-label={t(l.label)} />
          ))}
          <span className="more" data-label={t('nav.more')}>
            <Icon name="chevronDown" size={16} />
          </span>
        </div>
      </div>
    </nav>
  );
}
