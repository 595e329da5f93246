// "Not my bike": the bike on the stand is not the one named. Switch to the bike its components belong
// to, or settle it with the frame number (entered twice).
import { Button } from '../../../components/ui/Button.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import type { IdentityCheck } from '../identity.ts';
import { FrameNumberCheck } from './FrameNumberCheck.tsx';

export function MismatchStep({
  chosenVin,
  identity,
  readVin,
  busy,
  onSwitch,
  onFrame,
  onRestart,
}: {
  chosenVin: string;
  identity: IdentityCheck;
  readVin: string;
  busy: boolean;
  onSwitch: (vin: string) => void;
  onFrame: (frameNumber: string) => void;
  onRestart: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="card cb-step">
      {identity.kind === 'frame' ? (
        <>
          <h2 className="cb-step-title">{t('st.connect.frameOnly.title')}</h2>
          <p>{t('st.connect.frameOnly.text', { vin: chosenVin })}</p>
        </>
      ) : (
        <>
          <h2 className="cb-step-title">{t('st.connect.mismatch.title')}</h2>
          <p>{t('st.connect.mismatch.text', { vin: chosenVin })}</p>
        </>
      )}
      {identity.kind === 'frame' ? null : (
        <dl className="st-kv">
          <dt>{t('st.connect.mismatch.readVin')}</dt>
          <dd className="st-vin">{readVin || t('st.connect.mismatch.noVin')}</dd>
          {identity.kind === 'other' ? (
            <>
              <dt>{t('st.connect.mismatch.partsOf')}</dt>
              <dd className="st-vin">{identity.vin}</dd>
            </>
          ) : null}
        </dl>
      )}
      {identity.kind === 'other' ? (
        <div className="form-actions cb-left">
          <Button busy={busy} onClick={() => onSwitch(identity.vin)}>
            {t('st.connect.mismatch.switch', { vin: identity.vin })}
          </Button>
        </div>
      ) : null}
      <FrameNumberCheck busy={busy} onCheck={onFrame} />
      <div className="form-actions cb-left">
        <Button variant="ghost" onClick={onRestart}>
          {t('st.connect.restart')}
        </Button>
      </div>
    </div>
  );
}
