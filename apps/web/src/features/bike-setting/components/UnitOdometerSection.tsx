// Display unit (km/h or mph) and the odometer, shown in the unit the display uses. Conversion by the
// spec's rule (lib/format/number: km → mi rounded down, mi → km rounded up).
import { localeFormat } from '@dealer/contracts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { formatNumber, kmToMile } from '../../../lib/format/number.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { useOdometer } from '../api/odometer.ts';
import { useSetSpeedUnit, useSpeedUnit, type SpeedUnit } from '../api/speed-unit.ts';
import { useQueryErrorAlert, useSupports, UnavailableNote } from '../../../domain/service-tool/index.ts';

export function UnitOdometerSection({ onSaved }: { onSaved: (change: string) => void }) {
  const { t, locale } = useI18n();
  // Without a readable display unit (Bafang CAN) the odometer shows in km, as the bridge reads it.
  const unitSupported = useSupports('speed_unit');
  const unit = useSpeedUnit(unitSupported === true);
  const setUnit = useSetSpeedUnit();
  const odometer = useOdometer();
  useQueryErrorAlert([unit, odometer], 'Read display unit');
  const current = unit.data?.speed_unit;
  const km = odometer.data?.odometer_km;
  const shown =
    km === undefined
      ? '—'
      : current === 'mph'
        ? `${formatNumber(kmToMile(km), locale)} mi`
        : localeFormat(locale).quantity(km, 'km');
  const choose = (next: SpeedUnit) =>
    setUnit.mutate(next, { onSuccess: () => onSaved(`speed_unit=${next}`) });
  return (
    <section className="panel" aria-labelledby="setting-unit">
      <h2 id="setting-unit">{t('stb.setting.unit')}</h2>
      <UnavailableNote activities={['speed_unit']} />
      {unitSupported === false ? null : (
        <div className="row" role="group" aria-label={t('stb.setting.unit')}>
          {(['kph', 'mph'] as const).map((u) => (
            <Button
              key={u}
              variant={current === u ? 'primary' : 'secondary'}
              aria-pressed={current === u}
              disabled={!unit.data || setUnit.isPending}
              onClick={() => current !== u && choose(u)}
            >
              {u === 'kph' ? t('stb.setting.unitKm') : t('stb.setting.unitMi')}
            </Button>
          ))}
        </div>
      )}
      <dl className="details-list">
        <dt>{t('stb.setting.odometer')}</dt>
        <dd data-testid="odometer">{shown}</dd>
      </dl>
    </section>
  );
}
