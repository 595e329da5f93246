// The live sensor check (decision 1703): while the technician turns the crank or rides on the stand,
// each sensor must read inside the range a working sensor shows under those conditions. Only samples
// taken while the crank turns count (cadence or rider torque says so — either alone, so a silent
// cadence or torque sensor is still caught by the other), and the verdict is on their mean.
import type { DriveLiveData, LiveSignalName } from '@dealer/contracts';
import type { Sensor } from './sensor-rule.ts';

export const LiveSensorRange: Record<Sensor, { signal: LiveSignalName; min: number; max: number }> = {
  // A hand-turned crank spins the rear wheel on the stand at ~5–15 km/h; a stand ride up to the assist limit.
  speed: { signal: 'speed_kmh', min: 3, max: 45 },
  // 20 rpm is a slow hand turn; 130 rpm a sprint.
  cadence: { signal: 'cadence_rpm', min: 20, max: 130 },
  // A hand on the crank arm pushes at least ~4 Nm; riders rarely exceed 100 Nm on the stand.
  torque: { signal: 'torque_nm', min: 4, max: 100 },
};

/** Samples of pedalling needed for a verdict (about three seconds of the bridge's stream). */
export const SAMPLES_NEEDED = 12;

export const isPedalling = (v: DriveLiveData) => v.cadence_rpm >= 10 || v.torque_nm >= 2;

export interface LiveVerdict {
  sensor: Sensor;
  mean: number;
  samples: number;
  pass: boolean;
}

export function judgeLive(sensor: Sensor, pedalling: readonly DriveLiveData[]): LiveVerdict {
  const range = LiveSensorRange[sensor];
  const values = pedalling.map((v) => v[range.signal]);
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const rounded = Math.round(mean * 10) / 10;
  return {
    sensor,
    mean: rounded,
    samples: values.length,
    pass: rounded >= range.min && rounded <= range.max,
  };
}
