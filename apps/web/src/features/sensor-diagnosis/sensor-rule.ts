// Pass/fail of a sensor reading against the bench reference: the tolerances of the task engine's
// rule table (docs/decisions/), so the screen's verdict and the task it resolves agree.
export const Sensors = ['speed', 'torque', 'cadence'] as const;
export type Sensor = (typeof Sensors)[number];

const TOLERANCE: Record<Sensor, { percent: number; absolute: number; unit: string }> = {
  speed: { percent: 5, absolute: 1, unit: 'km/h' },
  torque: { percent: 10, absolute: 3, unit: 'Nm' },
  cadence: { percent: 10, absolute: 5, unit: 'rpm' },
};

export const sensorUnit = (s: Sensor) => TOLERANCE[s].unit;

/** The largest deviation that still passes. */
export function allowedDeviation(sensor: Sensor, reference: number): number {
  const t = TOLERANCE[sensor];
  return Math.max((Math.abs(reference) * t.percent) / 100, t.absolute);
}

export function sensorPasses(sensor: Sensor, value: number, reference: number): boolean {
  return Math.abs(value - reference) <= allowedDeviation(sensor, reference);
}
