// Print preview over everything (z-index 20002 of the spec): the report as it prints. "Print" uses
// the browser's print dialog (print CSS shows only this sheet); "Download PDF" gets the server PDF.
import { useEffect, useRef, type ReactNode } from 'react';
import { ZIndex } from '@dealer/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';

export function PrintPreview({
  onClose,
  actions,
  children,
}: {
  onClose: () => void;
  actions: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    document.body.classList.add('srp-printing');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('srp-printing');
    };
  }, [onClose]);
  return (
    <div
      className="srp-preview"
      style={{ zIndex: ZIndex.printPreview }}
      role="dialog"
      aria-modal="true"
      aria-labelledby="srp-preview-title"
      ref={ref}
      tabIndex={-1}
    >
      <div className="srp-preview-bar">
        <h2 id="srp-preview-title">{t('sreport.previewTitle')}</h2>
        <div className="row">
          {actions}
          <Button variant="secondary" onClick={() => window.print()}>
            {t('sreport.print')}
          </Button>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
            <Icon name="close" />
          </button>
        </div>
      </div>
      <div className="srp-sheet">{children}</div>
    </div>
  );
}
