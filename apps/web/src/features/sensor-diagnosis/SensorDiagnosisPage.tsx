// Sensor diagnosis: for speed, torque and cadence the technician reads the value the drive system
// shows (display test screen) and the bench instrument's reference; the verdict uses the task
// engine's tolerances (sensor-rule.ts) and each tested sensor is recorded as sensor_diagnosis.
// A sensor the bike does not have, or that cannot be tested on this bench, is skipped.
import { useState } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '../../components/charts/StatusBadge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { isNumber } from '../../lib/format/number.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { pageHref } from '../../lib/service-tool/pages.ts';
import { openTaskIds, recordActivity } from '../../lib/service-tool/service-tool-store.ts';
import { allowedDeviation, sensorPasses, sensorUnit, Sensors, type Sensor } from './sensor-rule.ts';
import '../../components/charts/charts.css';

const TASKS: Record<Sensor, string> = {
  speed: 'measurement_speed_error',
  torque: 'pedal_torque_error',
  cadence: 'pedal_rpm_error',
};
type Verdict = 'pass' | 'fail' | 'skip';

export function SensorDiagnosisPage() {
  const { t } = useI18n();
  const [values, setValues] = useState<Record<Sensor, { value: string; reference: string }>>({
    speed: { value: '', reference: '' },
    torque: { value: '', reference: '' },
    cadence: { value: '', reference: '' },
  });
  const [verdicts, setVerdicts] = useState<Partial<Record<Sensor, Verdict>>>({});
  const [busy, setBusy] = useState<Sensor | null>(null);

  const test = async (sensor: Sensor) => {
    const v = values[sensor];
    const value = Number(v.value);
    const reference = Number(v.reference);
    const pass = sensorPasses(sensor, value, reference);
    setBusy(sensor);
    try {
      await recordActivity(
        'sensor_diagnosis',
        { sensor, value, reference, success: pass, task_ids: openTaskIds([TASKS[sensor]]) },
        { dialog: false },
      );
      setVerdicts((s) => ({ ...s, [sensor]: pass ? 'pass' : 'fail' }));
    } finally {
      setBusy(null);
    }
  };

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
      <p className="muted">{t('stb.sensor.howTo')}</p>
      <div className="panel-grid">
        {Sensors.map((sensor) => {
          const v = values[sensor];
          const valid = isNumber(v.value) && isNumber(v.reference);
          const verdict = verdicts[sensor];
          const unit = sensorUnit(sensor);
          const set = (field: 'value' | 'reference', text: string) =>
            setValues((s) => ({ ...s, [sensor]: { ...s[sensor], [field]: text.trim() } }));
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
                  <StatusBadge tone={verdict === 'pass' ? 'good' : verdict === 'fail' ? 'bad' : 'neutral'}>
                    {t(`stb.status.${verdict}`)}
                  </StatusBadge>
                ) : null}
              </div>
              <TextField
                label={t('stb.sensor.value', { unit })}
                inputMode="decimal"
                value={v.value}
                onChange={(e) => set('value', e.target.value)}
              />
              <TextField
                label={t('stb.sensor.reference', { unit })}
                inputMode="decimal"
                value={v.reference}
                onChange={(e) => set('reference', e.target.value)}
                hint={
                  isNumber(v.reference)
                    ? t('stb.sensor.tolerance', {
                        value: allowedDeviation(sensor, Number(v.reference)).toFixed(1),
                        unit,
                      })
                    : undefined
                }
              />
              <div className="row">
                <Button
                  busy={busy === sensor}
                  disabled={!valid || busy !== null}
                  onClick={() => void test(sensor)}
                >
                  {t('stb.sensor.check')}
                </Button>
                <Button
                  variant="ghost"
                  disabled={busy !== null}
                  onClick={() => setVerdicts((s) => ({ ...s, [sensor]: 'skip' }))}
                >
                  {t('stb.sensor.skip')}
                </Button>
              </div>
            </section>
          );
        })}
      </div>
    </ScreenFrame>
  );
}
