// Riding statistics and assist-level usage as charts: where the bike's energy and time went.
import { localeFormat } from '@dealer/contracts';
import { BarChart } from '../../../components/charts/BarChart.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { formatDuration } from '../../../lib/format/date.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { useAssistLevelUsage } from '../api/assist-level-usage.ts';
import { useRidingStats } from '../api/riding-stats.ts';
import { useQueryErrorAlert } from '../../../domain/service-tool/index.ts';

export function RidingCharts() {
  const { t, locale } = useI18n();
  const stats = useRidingStats();
  const usage = useAssistLevelUsage();
  useQueryErrorAlert([stats, usage], 'Read riding statistics');
  const levelLabel = (l: string) =>
    l === 'off' ? t('stb.battery.assistOff') : t('stb.tuning.levelN', { level: l });
  return (
    <>
      <section className="panel" aria-labelledby="riding-stats">
        <h2 id="riding-stats">{t('stb.battery.riding')}</h2>
        {stats.data ? (
          <>
            <BarChart
              title={t('stb.battery.speeds')}
              data={[
                {
                  key: 'avg',
                  label: t('stb.battery.avgSpeed'),
                  value: stats.data.avg_speed_kmh,
                  display: localeFormat(locale).quantity(stats.data.avg_speed_kmh, 'km/h', 1),
                },
                {
                  key: 'max',
                  label: t('stb.battery.maxSpeed'),
                  value: stats.data.max_speed_kmh,
                  display: localeFormat(locale).quantity(stats.data.max_speed_kmh, 'km/h', 1),
                  tone: 'warn',
                },
              ]}
            />
            <dl className="details-list">
              <dt>{t('stb.battery.trips')}</dt>
              <dd>{formatNumber(stats.data.trip_count, locale)}</dd>
              <dt>{t('stb.battery.rideTime')}</dt>
              <dd>{formatDuration(stats.data.total_ride_time_s)}</dd>
              <dt>{t('stb.battery.energyUsed')}</dt>
              <dd>
                {localeFormat(locale).quantity(stats.data.total_energy_wh, 'Wh')}
                {stats.data.trip_count > 0
                  ? ` · ${t('stb.battery.perTrip', { value: localeFormat(locale).quantity(Math.round(stats.data.total_energy_wh / stats.data.trip_count), 'Wh') })}`
                  : ''}
              </dd>
            </dl>
          </>
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </section>
      <section className="panel" aria-labelledby="assist-usage">
        <h2 id="assist-usage">{t('stb.battery.usage')}</h2>
        {usage.data ? (
          <>
            <BarChart
              title={t('stb.battery.usageTime')}
              data={usage.data.usage.map((u) => ({
                key: u.assist_level,
                label: levelLabel(u.assist_level),
                value: u.seconds,
                display: formatDuration(u.seconds),
              }))}
            />
            <BarChart
              title={t('stb.battery.usageDistance')}
              data={usage.data.usage.map((u) => ({
                key: u.assist_level,
                label: levelLabel(u.assist_level),
                value: u.distance_km,
                display: localeFormat(locale).quantity(u.distance_km, 'km'),
                tone: 'muted',
              }))}
            />
          </>
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </section>
    </>
  );
}
