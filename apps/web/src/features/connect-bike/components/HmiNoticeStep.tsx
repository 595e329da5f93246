// Step 1: the HMI notice — the drive system must be on and stay awake while the portal talks to it.
// Focus starts on the confirmation; Enter there goes on once it is ticked.
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { StepHeader } from './StepHeader.tsx';

export function HmiNoticeStep({ onNext }: { onNext: () => void }) {
  const { t } = useI18n();
  const [confirmed, setConfirmed] = useState(false);
  const enter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return;
    e.preventDefault();
    if (confirmed) onNext();
    else setConfirmed(true);
  };
  return (
    <div className="card cb-step" onKeyDown={enter}>
      <StepHeader step="notice" title={t('st.connect.notice.title')} />
      <ol className="cb-list">
        <li>{t('st.connect.notice.1')}</li>
        <li>{t('st.connect.notice.2')}</li>
        <li>{t('st.connect.notice.3')}</li>
      </ol>
      <label className="cb-check">
        <input
          type="checkbox"
          checked={confirmed}
          autoFocus
          onChange={(e) => setConfirmed(e.target.checked)}
        />
        {t('st.connect.notice.confirm')}
      </label>
      <div className="form-actions">
        <Button disabled={!confirmed} onClick={onNext}>
          {t('st.connect.next')}
        </Button>
      </div>
    </div>
  );
}
