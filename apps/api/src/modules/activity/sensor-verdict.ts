// The verdict of a sensor diagnosis. A reading against a bench instrument's reference passes within
// the task engine's tolerance; a live check (decision 1703: the mean of the samples taken while the
// crank turned) passes inside the expected range the portal measured against.
import { badInput } from '../../lib/app-error.ts';
import { SensorTolerance } from '../task-engine/task-rules.ts';
import type { ActivityBody } from './activity.schemas.ts';

type SensorBody = ActivityBody<'sensor_diagnosis'>;

export function sensorVerdict(b: SensorBody): Record<string, unknown> {
  if (b.expected_min !== undefined || b.expected_max !== undefined) {
    const { expected_min: min, expected_max: max } = b;
    if (min === undefined || max === undefined || min > max)
      throw badInput('expected_min', 'needs expected_max and must not exceed it');
    const ok = b.value >= min && b.value <= max;
    return {
      status: ok ? 'pass' : 'fail',
      source: 'live',
      expected: { min, max },
      ...(b.samples !== undefined ? { samples: b.samples } : {}),
    };
  }
  if (b.reference === undefined) throw badInput('reference', 'is required without an expected range');
  const tol = SensorTolerance[b.sensor];
  const ok = Math.abs(b.value - b.reference) <= Math.max(tol.absolute, Math.abs(b.reference) * tol.relative);
  return { status: ok ? 'pass' : 'fail', deviation: b.value - b.reference };
}
