// Frame-number input with the reconfirm step: the number read off the frame, typed twice.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { frameNumbersAgree, normaliseFrameNumber } from '../identity.ts';

export function FrameNumberCheck({
  busy,
  onCheck,
}: {
  busy: boolean;
  onCheck: (frameNumber: string) => void;
}) {
  const { t } = useI18n();
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [stage, setStage] = useState<'enter' | 'reconfirm'>('enter');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (stage === 'enter') {
      if (normaliseFrameNumber(first).length < 5) return setError(t('st.connect.frame.tooShort'));
      setError(undefined);
      setStage('reconfirm');
      return;
    }
    if (!frameNumbersAgree(first, second)) return setError(t('st.connect.frame.mismatch'));
    onCheck(normaliseFrameNumber(first));
  };
  return (
    <form className="cb-frame" onSubmit={submit} noValidate>
      <h3>{t('st.connect.frame.title')}</h3>
      <p className="muted">{t('st.connect.frame.text')}</p>
      {stage === 'enter' ? (
        <TextField
          label={t('st.connect.frame.number')}
          value={first}
          onChange={(e) => setFirst(e.target.value)}
          error={error}
          autoComplete="off"
          spellCheck={false}
          required
        />
      ) : (
        <>
          <p>
            {t('st.connect.frame.entered')} <strong className="st-vin">{normaliseFrameNumber(first)}</strong>
          </p>
          <TextField
            label={t('st.connect.frame.reconfirm')}
            value={second}
            onChange={(e) => setSecond(e.target.value)}
            error={error}
            autoComplete="off"
            spellCheck={false}
            required
          />
        </>
      )}
      <div className="form-actions">
        {stage === 'reconfirm' ? (
          <Button variant="secondary" onClick={() => setStage('enter')}>
            {t('common.back')}
          </Button>
        ) : null}
        <Button type="submit" busy={busy}>
          {stage === 'enter' ? t('st.connect.next') : t('st.connect.frame.confirm')}
        </Button>
      </div>
    </form>
  );
}
