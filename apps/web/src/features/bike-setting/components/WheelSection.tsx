// Wheel diameter: the drive unit's value, checked against the sizes the bike's model allows (cloud).
// Confirming records the bike_setting activity, which the cloud validates against the model too.
import { StatusBadge } from '../../../components/charts/StatusBadge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { useWheelDiameter } from '../api/wheel-diameter.ts';
import { useWheelDiameterSetting } from '../api/wheel-diameter-setting.ts';
import { useQueryErrorAlert } from '../../../domain/service-tool/index.ts';

export function WheelSection({
  bikeSpecId,
  sessionToken,
  busy,
  onConfirm,
}: {
  bikeSpecId: number | undefined;
  sessionToken: string;
  busy: boolean;
  onConfirm: (mm: number) => void;
}) {
  const { t } = useI18n();
  const wheel = useWheelDiameter();
  const mm = wheel.data?.wheel_diameter_mm;
  useQueryErrorAlert([wheel], 'Read wheel diameter');
  const check = useWheelDiameterSetting(bikeSpecId, mm, sessionToken);
  const refused = isApiError(check.error) && check.error.code === 400700;
  return (
    <section className="panel" aria-labelledby="setting-wheel">
      <h2 id="setting-wheel">{t('stb.setting.wheel')}</h2>
      <dl className="details-list">
        <dt>{t('stb.setting.wheelOnBike')}</dt>
        <dd>{mm === undefined ? '—' : `${mm} mm`}</dd>
        {check.data ? (
          <>
            <dt>{t('stb.setting.wheelCircumference')}</dt>
            <dd>{check.data.circumference_mm} mm</dd>
            <dt>{t('stb.setting.wheelAllowed')}</dt>
            <dd>{check.data.allowed_mm.map((a) => `${a} mm`).join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <div className="row">
        {check.data ? <StatusBadge tone="good">{t('stb.setting.wheelOk')}</StatusBadge> : null}
        {refused ? <StatusBadge tone="bad">{t('stb.setting.wheelNotAllowed')}</StatusBadge> : null}
        <Button
          variant="secondary"
          busy={busy}
          disabled={!check.data || mm === undefined}
          onClick={() => mm !== undefined && onConfirm(mm)}
        >
          {t('stb.setting.wheelConfirm')}
        </Button>
      </div>
    </section>
  );
}
