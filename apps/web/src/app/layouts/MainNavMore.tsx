// "More" in the main navigation: a disclosure button (aria-expanded) that opens the account's less
// frequent links as a plain list of links. Keyboard: Enter/Space open it, Tab walks the links, Escape
// closes it and returns focus to the button; a click elsewhere closes it too.
import { useEffect, useId, useRef, useState } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router';
import { Icon } from '../../components/ui/Icon.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import type { MainNavLink } from './main-nav-links.ts';

export function MainNavMore({ links }: { links: readonly MainNavLink[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The button shows where the user is when the current screen is one of its links.
  const current = links.some((l) => matchPath({ path: l.to, end: l.end ?? false }, pathname));

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (links.length === 0) return null;
  return (
    <div className="main-nav-more" ref={root}>
      <button
        ref={button}
        type="button"
        className={`main-nav-link main-nav-more-button${current ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('nav.more')}
        <Icon name="chevronDown" size={16} />
      </button>
      <ul id={listId} className="main-nav-more-list" hidden={!open}>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end} onClick={() => setOpen(false)}>
              {t(l.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
