import { useI18n } from '../../lib/i18n/i18n.ts';

export function BrandMark({ onClick }: { onClick?: () => void }) {
  const { t } = useI18n();
  const content = (
    <>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#13866f" />
        <circle cx="10" cy="20" r="5" fill="none" stroke="#fff" strokeWidth="2.5" />
        <circle cx="22" cy="20" r="5" fill="none" stroke="#fff" strokeWidth="2.5" />
        <path d="M10 20l5-9h5l2 9" fill="none" stroke="#fff" strokeWidth="2.5" />
      </svg>
      <span className="brand-name">{t('app.name')}</span>
    </>
  );
  return onClick ? (
    <button type="button" className="brand" onClick={onClick}>
      {content}
    </button>
  ) : (
    <span className="brand">{content}</span>
  );
}
