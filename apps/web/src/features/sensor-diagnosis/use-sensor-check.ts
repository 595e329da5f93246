// Collects the next SAMPLES_NEEDED samples taken while the crank turns, judges each sensor on them
// and records the verdicts (sensor_diagnosis, one per sensor, resolving that sensor's open task).
// Ten seconds of samples without pedalling end the check with "the crank has not turned".
import { useEffect, useRef, useState } from 'react';
import type { DriveLiveData } from '@dealer/contracts';
import { openTaskIds, recordActivity, reportsAll } from '../../domain/service-tool/index.ts';
import type { LiveSample } from '../../lib/live-recording/recording.ts';
import {
  isPedalling,
  judgeLive,
  LiveSensorRange,
  SAMPLES_NEEDED,
  type LiveVerdict,
} from './live-sensor-check.ts';
import { Sensors, type Sensor } from './sensor-rule.ts';

const TASKS: Record<Sensor, string> = {
  speed: 'measurement_speed_error',
  torque: 'pedal_torque_error',
  cadence: 'pedal_rpm_error',
};
/** Samples (about ten seconds) the check waits for pedalling before it gives up. */
const GIVE_UP_AFTER = 40;

export type CheckPhase =
  | { kind: 'idle' }
  | { kind: 'collecting'; count: number }
  | { kind: 'recording' }
  | { kind: 'done'; verdicts: LiveVerdict[] }
  | { kind: 'noPedalling' };

export function useSensorCheck(samples: readonly LiveSample[]) {
  const [phase, setPhase] = useState<CheckPhase>({ kind: 'idle' });
  const since = useRef<number | null>(null);

  useEffect(() => {
    if (phase.kind !== 'collecting' || since.current === null) return;
    const start = since.current;
    const fresh = samples.filter((s) => s.at > start);
    // The check judges every sensor, so only samples that report every signal count.
    const pedalling: DriveLiveData[] = fresh
      .map((s) => s.values)
      .filter(reportsAll)
      .filter(isPedalling);
    if (pedalling.length >= SAMPLES_NEEDED) {
      since.current = null;
      const verdicts = Sensors.map((sensor) => judgeLive(sensor, pedalling.slice(0, SAMPLES_NEEDED)));
      setPhase({ kind: 'recording' });
      void record(verdicts).then(
        () => setPhase({ kind: 'done', verdicts }),
        () => setPhase({ kind: 'idle' }),
      );
    } else if (fresh.length >= GIVE_UP_AFTER) {
      since.current = null;
      setPhase({ kind: 'noPedalling' });
    } else if (pedalling.length !== phase.count) {
      setPhase({ kind: 'collecting', count: pedalling.length });
    }
  }, [samples, phase]);

  const start = () => {
    since.current = samples.at(-1)?.at ?? 0;
    setPhase({ kind: 'collecting', count: 0 });
  };
  return { phase, start };
}

async function record(verdicts: readonly LiveVerdict[]): Promise<void> {
  for (const [i, v] of verdicts.entries()) {
    const range = LiveSensorRange[v.sensor];
    await recordActivity(
      'sensor_diagnosis',
      {
        sensor: v.sensor,
        value: v.mean,
        expected_min: range.min,
        expected_max: range.max,
        samples: v.samples,
        task_ids: openTaskIds([TASKS[v.sensor]]),
      },
      // One task reload after the last verdict, not three.
      { dialog: false, reload: i === verdicts.length - 1 },
    );
  }
}
