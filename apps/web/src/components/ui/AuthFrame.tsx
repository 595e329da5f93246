// Frame of the pages outside the default layout (login, account setup, no-permission, …): brand,
// the translation slot and the theme toggle on top, one centred card.
import type { ReactNode } from 'react';
import { registerHeaderSlot } from '../../lib/stores/slot-store.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

export function AuthFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useI18n();
  return (
    <div className="auth-page">
      <header className="auth-topbar">
        <span className="brand">
          <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="#13866f" />
            <circle cx="10" cy="20" r="5" fill="none" stroke="#fff" strokeWidth="2.5" />
            <circle cx="22" cy="20" r="5" fill="none" stroke="#fff" strokeWidth="2.5" />
            <path d="M10 20l5-9h5l2 9" fill="none" stroke="#fff" strokeWidth="2.5" />
          </svg>
          <span>{t('app.name')}</span>
        </span>
        <div className="header-tools">
          <div className="header-slot" ref={registerHeaderSlot} />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="auth-content" tabIndex={-1}>
        <div className={`card ${wide ? 'auth-card-wide' : 'auth-card'}`}>{children}</div>
      </main>
    </div>
  );
}
