// Sensor diagnosis on live values (decision 1703): the speed, cadence and torque sensors stream from
// the drive system while the technician turns the crank or rides on the stand; "Check the sensors"
// collects about three seconds of pedalling and passes or fails each sensor on its expected range,
// recording each verdict as sensor_diagnosis.
import { localeFormat } from '@dealer/contracts';
import { Link } from 'react-router';
import { LineChart } from '../../components/charts/LineChart.tsx';
import { StatusBadge } from '../../components/charts/StatusBadge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { LiveStateBadge, pageHref, signalValues, useLiveData } from '../../domain/service-tool/index.ts';
import { LiveSensorRange, SAMPLES_NEEDED } from './live-sensor-check.ts';
import { sensorUnit, Sensors } from './sensor-rule.ts';
import { useSensorCheck } from './use-sensor-check.ts';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';

export function SensorDiagnosisPage() {
  const { t, locale } = useI18n();
  // Readings as the locale's Intl writes them, with their unit (decision 2820).
  const format = localeFormat(locale);
  const { samples, state } = useLiveData();
  const { phase, start } = useSensorCheck(samples);
  const busy = phase.kind === 'collecting' || phase.kind === 'recording';
  const verdicts = phase.kind === 'done' ? phase.verdicts : [];

  return (
    <ScreenFrame
      title={t('screen.sensorDiagnosis')}
      description={t('screen.sensorDiagnosis.text')}
      actions={
        <Link className="btn btn-secondary" to={pageHref('componentDiagnosis')}>
          {t('stb.common.backToDiagnosis')}
        </Link>
      }
    >
      <div className="row">
        <LiveStateBadge state={state} />
        <p className="muted">{t('stb.sensor.liveHowTo')}</p>
      </div>
      <div className="live-grid">
        {Sensors.map((sensor) => {
          const range = LiveSensorRange[sensor];
          const unit = sensorUnit(sensor);
          const latest = samples.at(-1)?.values[range.signal];
          const verdict = verdicts.find((v) => v.sensor === sensor);
          return (
            <section
              key={sensor}
              className="panel"
              aria-labelledby={`sensor-${sensor}`}
              data-testid={`sensor-${sensor}`}
            >
              <div className="panel-head">
                <h2 id={`sensor-${sensor}`}>{t(`stb.sensor.${sensor}`)}</h2>
                {verdict ? (
                  <StatusBadge tone={verdict.pass ? 'good' : 'bad'}>
                    {t(verdict.pass ? 'stb.status.pass' : 'stb.status.fail')}
                  </StatusBadge>
                ) : null}
              </div>
              <LineChart
                title={t(`live.signal.${range.signal}`)}
                display={latest === undefined ? '–' : format.quantity(latest, unit, 1)}
                values={signalValues(samples, range.signal)}
                floor={{ min: 0, max: range.min * 2 }}
                band={range}
              />
              <p className="field-hint">
                {t('stb.sensor.expected', { min: range.min, max: range.max, unit })}
                {verdict
                  ? ` · ${t('stb.sensor.mean', { value: format.quantity(verdict.mean, unit, 1) })}`
                  : ''}
              </p>
            </section>
          );
        })}
      </div>
      <div className="row">
        <Button busy={busy} disabled={busy || state.kind !== 'live'} onClick={start}>
          {t('stb.sensor.startCheck')}
        </Button>
        <p role="status" className="muted">
          {phase.kind === 'collecting'
            ? t('stb.sensor.collecting', { count: phase.count, total: SAMPLES_NEEDED })
            : phase.kind === 'noPedalling'
              ? t('stb.sensor.noPedalling')
              : phase.kind === 'done'
                ? t(verdicts.every((v) => v.pass) ? 'stb.sensor.allPassed' : 'stb.sensor.someFailed')
                : ''}
        </p>
      </div>
    </ScreenFrame>
  );
}
