// Account menu: account detail, change password, logout.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/Icon.tsx';
import { paths } from '../../config/paths.ts';
import { accountDisplayName } from '../../lib/format/text.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { logout } from '../../lib/session/auth.ts';
import { useSession } from '../../lib/session/session-store.ts';

export function AccountMenu() {
  const { t } = useI18n();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const detail = session.account?.detail;
  const name = detail
    ? `${detail.first_name} ${detail.last_name}`
    : accountDisplayName(session.username ?? '');
  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="account-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="user" size={18} />
        <span className="visually-hidden">{t('nav.account')}: </span>
        <span className="account-name">{name || t('nav.account')}</span>
      </button>
      {open ? (
        <div id={menuId} className="account-dropdown">
          <Link to={paths.accountDetail} onClick={() => setOpen(false)}>
            {t('nav.accountDetail')}
          </Link>
          <Link to={paths.changePassword} onClick={() => setOpen(false)}>
            {t('nav.changePassword')}
          </Link>
          <button type="button" onClick={() => void logout()}>
            {t('nav.logout')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
