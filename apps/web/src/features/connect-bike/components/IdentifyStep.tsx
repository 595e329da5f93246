// Step 3: which bike is on the stand — its VIN (typed or scanned; the last workspace's VIN offered).
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { StepHeader } from './StepHeader.tsx';

export function IdentifyStep({
  lastVin,
  error,
  busy,
  onBack,
  onNext,
}: {
  lastVin: string | null;
  error: string | undefined;
  busy: boolean;
  onBack: () => void;
  onNext: (vin: string) => void;
}) {
  const { t } = useI18n();
  const [vin, setVin] = useState(lastVin ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (vin.trim()) onNext(vin.trim().toUpperCase());
  };
  return (
    <form className="card cb-step" onSubmit={submit} noValidate>
      <StepHeader step="identify" title={t('st.connect.identify.title')} />
      <p className="muted">{t('st.connect.identify.text')}</p>
      <TextField
        label={t('st.connect.vin')}
        value={vin}
        onChange={(e) => setVin(e.target.value)}
        required
        autoComplete="off"
        spellCheck={false}
        error={error}
        hint={lastVin ? t('st.connect.identify.last', { vin: lastVin }) : undefined}
      />
      <div className="form-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button type="submit" busy={busy} disabled={!vin.trim()}>
          {t('st.connect.next')}
        </Button>
      </div>
    </form>
  );
}
