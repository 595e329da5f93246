// On a phone or tablet the side column (bike, the tool list, tasks) stands above the chosen tool, so
// a tapped tool opened below the first screen and the tap seemed to do nothing (issue 28 point 8).
// When a tool other than the overview opens on such a screen, its title is scrolled into view as soon as it
// renders (scroll-margin keeps it below the sticky header). The overview stays at the top: the bike
// and the tool list are what it is for.
import { useEffect } from 'react';
import type { ServiceToolPage } from '../../domain/service-tool/index.ts';

/** Where the side column goes above the tool: narrow.css's `body .service-tool` (tablets too). */
const NARROW = '(max-width: 1023px)';
/** A screen's title may wait for its data; past this it is left where it is. */
const GIVE_UP_MS = 5000;

export function useToolInView(page: ServiceToolPage): void {
  useEffect(() => {
    if (page === 'overview' || !window.matchMedia?.(NARROW).matches) return;
    const find = () => document.querySelector<HTMLElement>('.service-tool-content h1');
    // Braces, not an arrow's value: newer Chromium returns a promise from scrollIntoView, and an
    // effect that returns it crashes the screen when React calls it as the clean-up.
    const show = (title: HTMLElement): void => {
      void title.scrollIntoView({ block: 'start' });
    };
    const now = find();
    if (now) {
      show(now);
      return;
    }
    const watch = new MutationObserver(() => {
      const title = find();
      if (!title) return;
      watch.disconnect();
      show(title);
    });
    watch.observe(document.body, { childList: true, subtree: true });
    const stop = window.setTimeout(() => watch.disconnect(), GIVE_UP_MS);
    return () => {
      watch.disconnect();
      window.clearTimeout(stop);
    };
  }, [page]);
}
