// The three sliders of one assist level (support, torque, top speed), each bounded by the model's
// limits; the number beside each is the value that will be written.
import { localeFormat, type QuantityUnit } from '@dealer/contracts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import type { LevelValues, Limits } from '../levels.ts';

type Field = 'support_percent' | 'max_torque_nm' | 'max_speed_kmh';

export function LevelSliders({
  level,
  limits,
  disabled,
  onChange,
}: {
  level: LevelValues;
  limits: Limits;
  disabled: boolean;
  onChange: (field: Field, value: number) => void;
}) {
  const { t, locale } = useI18n();
  const format = localeFormat(locale);
  const rows: { field: Field; label: string; max: number; step: number; unit: QuantityUnit }[] = [
    {
      field: 'support_percent',
      label: t('stb.tuning.support'),
      max: limits.max_support_percent,
      step: 5,
      unit: '%',
    },
    { field: 'max_torque_nm', label: t('stb.tuning.torque'), max: limits.max_torque_nm, step: 1, unit: 'Nm' },
    {
      field: 'max_speed_kmh',
      label: t('stb.tuning.speed'),
      max: limits.max_speed_kmh,
      step: 0.5,
      unit: 'km/h',
    },
  ];
  return (
    <div className="panel" role="group" aria-label={t('stb.tuning.levelN', { level: level.assist_level })}>
      {rows.map((r) => {
        const id = `tuning-${level.assist_level}-${r.field}`;
        return (
          <div className="slider-row" key={r.field}>
            <label htmlFor={id}>{r.label}</label>
            <input
              id={id}
              type="range"
              min={0}
              max={r.max}
              step={r.step}
              value={Math.min(level[r.field], r.max)}
              disabled={disabled}
              aria-valuetext={format.quantity(level[r.field], r.unit)}
              onChange={(e) => onChange(r.field, Number(e.target.value))}
            />
            <output htmlFor={id}>
              {format.quantity(level[r.field], r.unit)}
              <span className="visually-hidden"> / {r.max}</span>
            </output>
          </div>
        );
      })}
      <p className="muted">
        {t('stb.tuning.limits', {
          support: format.quantity(limits.max_support_percent, '%'),
          torque: format.quantity(limits.max_torque_nm, 'Nm'),
          speed: format.quantity(limits.max_speed_kmh, 'km/h'),
        })}
      </p>
    </div>
  );
}
