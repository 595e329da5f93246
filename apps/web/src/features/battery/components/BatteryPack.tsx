// One pack (main battery or range extender): charge and health as rings, remaining energy as a bar,
// the live electrical figures and the pack's design data.
import { localeFormat, MIN_BATTERY_PERCENT_FOR_UPDATE } from '@dealer/contracts';
import { BarChart } from '../../../components/charts/BarChart.tsx';
import { RingGauge, toneOfPercent } from '../../../components/charts/RingGauge.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { componentDisplayName } from '../../../lib/i18n/component-names.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { useBatteryInformation, type BatteryPart } from '../api/battery-information.ts';
import { useBatteryState } from '../api/battery-state.ts';
import { useQueryErrorAlert } from '../../../domain/service-tool/index.ts';

/** Below this charge a firmware update is refused and the rider should charge first. */
const LOW_CHARGE_PERCENT = MIN_BATTERY_PERCENT_FOR_UPDATE;

export function BatteryPack({ partType }: { partType: BatteryPart }) {
  const { t, locale } = useI18n();
  // Measurements in the reader's digits and units ("21,5 °C" in German), decision 2820.
  const format = localeFormat(locale);
  const state = useBatteryState(partType);
  const info = useBatteryInformation(partType);
  useQueryErrorAlert([state, info], 'Read battery');
  const name = componentDisplayName(partType);
  const headingId = `battery-${partType}`;
  if (!state.data || !info.data) {
    return (
      <section className="panel" aria-labelledby={headingId}>
        <h2 id={headingId}>{name}</h2>
        <Spinner label={t('common.loading')} />
      </section>
    );
  }
  const s = state.data;
  const i = info.data;
  // A Bafang CAN pack reports no cycle count, cell layout in parallel or date: shown as not reported.
  const design = i.design_capacity_wh;
  const usableWh = Math.round(((design ?? 0) * s.health_percent) / 100);
  const storedWh = Math.round((usableWh * s.charge_percent) / 100);
  return (
    <section className="panel" aria-labelledby={headingId}>
      <div className="panel-head">
        <h2 id={headingId} className="title-case">
          {name}
        </h2>
        <span className="muted">{s.charging ? t('stb.battery.charging') : t('stb.battery.notCharging')}</span>
      </div>
      {s.charge_percent < LOW_CHARGE_PERCENT ? (
        <div className="banner banner-error" role="alert">
          <p>
            {t('stb.battery.low', {
              percent: format.quantity(s.charge_percent, '%'),
              min: format.quantity(LOW_CHARGE_PERCENT, '%'),
            })}
          </p>
        </div>
      ) : null}
      <div className="figure-row">
        <RingGauge
          value={s.charge_percent}
          label={t('stb.battery.charge')}
          tone={toneOfPercent(s.charge_percent, 40, LOW_CHARGE_PERCENT)}
        />
        <RingGauge
          value={s.health_percent}
          label={t('stb.battery.health')}
          {...(s.cycle_count !== null ? { caption: t('stb.battery.cycles', { count: s.cycle_count }) } : {})}
          tone={toneOfPercent(s.health_percent, 80, 60)}
        />
      </div>
      {design === null ? null : (
        <BarChart
          title={t('stb.battery.energy')}
          max={design}
          data={[
            {
              key: 'design',
              label: t('stb.battery.design'),
              value: design,
              display: format.quantity(design, 'Wh'),
              tone: 'muted',
            },
            {
              key: 'usable',
              label: t('stb.battery.usable'),
              value: usableWh,
              display: format.quantity(usableWh, 'Wh'),
            },
            {
              key: 'stored',
              label: t('stb.battery.stored'),
              value: storedWh,
              display: format.quantity(storedWh, 'Wh'),
              tone: s.charge_percent < LOW_CHARGE_PERCENT ? 'bad' : 'primary',
            },
          ]}
        />
      )}
      <dl className="details-list">
        <dt>{t('stb.battery.voltage')}</dt>
        <dd>
          {format.quantity(s.voltage_v, 'V', 1)}{' '}
          {i.nominal_voltage_v !== null
            ? `(${t('stb.battery.nominal', { value: format.quantity(i.nominal_voltage_v, 'V') })})`
            : null}
        </dd>
        <dt>{t('stb.battery.current')}</dt>
        <dd>{format.quantity(s.current_a, 'A', 1)}</dd>
        <dt>{t('stb.battery.temperature')}</dt>
        <dd>{format.quantity(s.temperature_c, '°C', 1)}</dd>
        <dt>{t('stb.battery.cells')}</dt>
        <dd>
          {i.cells_series}S{i.cells_parallel !== null ? `${i.cells_parallel}P` : ''} · {i.capacity_mah} mAh
        </dd>
        <dt>{t('stb.battery.made')}</dt>
        <dd>{i.manufacture_date !== null ? formatDate(i.manufacture_date, locale) : '—'}</dd>
      </dl>
    </section>
  );
}
