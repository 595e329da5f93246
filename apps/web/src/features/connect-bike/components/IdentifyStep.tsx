// Step 3: which bike is on the stand. The portal reads the VIN the drive system reports and asks only
// to confirm it against the frame (the spec's reconfirm step, decision 1760); when the bike cannot
// tell, the technician types or scans it. Focus waits in the field, so a barcode scanner's Enter
// confirms.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { plainError } from '../../../lib/bridge/plain-error.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import type { ConnectionKind } from '../api/bridge-connection.ts';
import { heldByOwnSession, readBikeIdentity, type IdentityReading } from '../read-identity.ts';
import { StepHeader } from './StepHeader.tsx';
import { TakeOverQuestion } from './TakeOverQuestion.tsx';

export function IdentifyStep({
  shopId,
  connectionType,
  previousCredential,
  lastVin,
  error,
  busy,
  onBack,
  onNext,
}: {
  shopId: number;
  connectionType: ConnectionKind;
  previousCredential: string | null;
  lastVin: string | null;
  error: string | undefined;
  busy: boolean;
  onBack: () => void;
  onNext: (vin: string) => void;
}) {
  const { t } = useI18n();
  const [reading, setReading] = useState<IdentityReading | null>(null);
  // takeOver: the technician confirmed taking the bike from another session of theirs (decision 2800).
  const [attempt, setAttempt] = useState({ n: 0, takeOver: false });
  const [vin, setVin] = useState('');
  const field = useRef<HTMLInputElement>(null);

  // One reading per attempt, even when the effect runs twice (StrictMode): a second connect while the
  // first holds the bike would only answer "busy".
  const inflight = useRef<{ attempt: number; reading: Promise<IdentityReading> } | null>(null);
  useEffect(() => {
    let live = true;
    setReading(null);
    if (inflight.current?.attempt !== attempt.n)
      inflight.current = {
        attempt: attempt.n,
        reading: readBikeIdentity(shopId, connectionType, previousCredential, attempt.takeOver),
      };
    void inflight.current.reading.then((r) => {
      if (!live) return;
      setReading(r);
      setVin(r.kind === 'read' ? r.vin : '');
    });
    return () => {
      live = false;
    };
  }, [shopId, connectionType, previousCredential, attempt]);

  useEffect(() => {
    if (reading) field.current?.select();
  }, [reading]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (vin.trim()) onNext(vin.trim().toUpperCase());
  };

  if (!reading)
    return (
      <div className="card cb-step" aria-busy="true">
        <StepHeader step="identify" title={t('st.connect.identify.title')} />
        <p className="cb-reading" role="status">
          <Spinner size={18} /> {t('st.connect.identify.reading')}
        </p>
      </div>
    );

  const failure = reading.kind === 'failed' ? plainError(reading.error) : null;
  const heldByMe = reading.kind === 'failed' && heldByOwnSession(reading.error);
  return (
    <form className="card cb-step" onSubmit={submit} noValidate>
      <StepHeader
        step="identify"
        title={t(reading.kind === 'read' ? 'st.connect.identify.confirmTitle' : 'st.connect.identify.title')}
      />
      {reading.kind === 'read' ? (
        <p>{t('st.connect.identify.confirmText')}</p>
      ) : heldByMe ? (
        <TakeOverQuestion
          error={reading.kind === 'failed' ? reading.error : null}
          onTakeOver={() => setAttempt((a) => ({ n: a.n + 1, takeOver: true }))}
        />
      ) : failure ? (
        <div className="banner banner-warning cb-read-failed" role="status">
          <p className="cb-read-what">
            {t('st.connect.identify.notRead')} {failure.what}
          </p>
          <p>{failure.next}</p>
          {failure.code ? <small className="muted">{failure.code}</small> : null}
        </div>
      ) : (
        <p className="muted">
          {t(
            reading.kind === 'no_vin' && reading.protocol === 'BAFANG_CAN'
              ? 'st.connect.identify.noVinBafang'
              : 'st.connect.identify.noVin',
          )}
        </p>
      )}
      <TextField
        ref={field}
        label={t('st.connect.vin')}
        value={vin}
        onChange={(e) => setVin(e.target.value)}
        required
        autoFocus
        autoComplete="off"
        spellCheck={false}
        className="cb-vin-field"
        error={error}
        hint={
          reading.kind === 'read'
            ? t('st.connect.identify.readHint')
            : lastVin
              ? t('st.connect.identify.last', { vin: lastVin })
              : undefined
        }
      />
      <div className="form-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
        {reading.kind !== 'read' ? (
          <Button variant="secondary" onClick={() => setAttempt((a) => ({ n: a.n + 1, takeOver: false }))}>
            {t('st.connect.identify.readAgain')}
          </Button>
        ) : null}
        <Button type="submit" busy={busy} disabled={!vin.trim()}>
          {t(reading.kind === 'read' ? 'st.connect.identify.confirm' : 'st.connect.next')}
        </Button>
      </div>
    </form>
  );
}
