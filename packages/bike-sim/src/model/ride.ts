// The bike on the workshop stand (decision 1702): the technician turns the crank by hand or rides
// it on the stand, and the drive controller measures what a real one would — speed from the wheel
// sensor, cadence and rider torque from the torque sensor, motor and battery current, the DC bus
// voltage and the temperatures. Values follow the pedal stroke (two torque peaks per crank turn) and
// warm the motor up over time, so a live chart moves the way it would on a real bike. A sensor
// fault makes one sensor give no signal, as a missing spoke magnet or a broken torque sensor does.
import type { DriveLiveData } from '@dealer/contracts';

export const RideMode = ['stopped', 'crank', 'ride'] as const;
export type RideMode = (typeof RideMode)[number];
/** A sensor that gives no signal (reads 0) while the crank turns. */
export const RideSensorFault = ['speed', 'torque', 'cadence'] as const;
export type RideSensorFault = (typeof RideSensorFault)[number];

interface Profile {
  speed_kmh: number;
  cadence_rpm: number;
  torque_nm: number;
}
/** Turning the crank by hand spins the rear wheel on the stand; a stand ride is a steady commute pace. */
const PROFILES: Record<Exclude<RideMode, 'stopped'>, Profile> = {
  crank: { speed_kmh: 9, cadence_rpm: 45, torque_nm: 14 },
  ride: { speed_kmh: 24, cadence_rpm: 75, torque_nm: 32 },
};
const AMBIENT_C = 22;
/** Seconds over which the pace builds up after the start. */
const RAMP_S = 1.5;

export interface RideStatus {
  mode: RideMode;
  fault: RideSensorFault | null;
}

export class RideBench {
  private mode: RideMode = 'stopped';
  private fault: RideSensorFault | null = null;
  private startedS = 0;

  constructor(private readonly nowS: () => number) {}

  get status(): RideStatus {
    return { mode: this.mode, fault: this.fault };
  }

  set(mode: RideMode, fault: RideSensorFault | null = null): RideStatus {
    if (mode !== this.mode) this.startedS = this.nowS();
    this.mode = mode;
    this.fault = mode === 'stopped' ? null : fault;
    return this.status;
  }

  /** What the controller measures now; `restVoltageV` is the pack's open-circuit voltage. */
  sample(restVoltageV: number): DriveLiveData {
    const t = Math.max(0, this.nowS() - this.startedS);
    if (this.mode === 'stopped') return idle(restVoltageV);
    const p = PROFILES[this.mode];
    const ramp = Math.min(1, t / RAMP_S);
    const cadence = ramp * (p.cadence_rpm + 0.08 * p.cadence_rpm * Math.sin(0.9 * t + 1));
    // Two pushes per crank turn: torque peaks twice a revolution.
    const stroke = Math.abs(Math.sin((Math.PI * cadence * t) / 60));
    const torque = ramp * p.torque_nm * (0.55 + 0.7 * stroke);
    const speed = ramp * (p.speed_kmh + 0.08 * p.speed_kmh * Math.sin(0.7 * t));
    const motorCurrent = 0.28 * torque + 0.06 * speed;
    const batteryCurrent = 0.92 * motorCurrent + 0.15;
    return {
      speed_kmh: this.fault === 'speed' ? 0 : speed,
      cadence_rpm: this.fault === 'cadence' ? 0 : cadence,
      torque_nm: this.fault === 'torque' ? 0 : torque,
      motor_current_a: motorCurrent,
      battery_voltage_v: restVoltageV - 0.09 * batteryCurrent,
      battery_current_a: batteryCurrent,
      motor_temperature_c: AMBIENT_C + 18 * (1 - Math.exp(-t / 600)) + 0.02 * motorCurrent,
      controller_temperature_c: AMBIENT_C + 9 * (1 - Math.exp(-t / 400)),
    };
  }
}

function idle(restVoltageV: number): DriveLiveData {
  return {
    speed_kmh: 0,
    cadence_rpm: 0,
    torque_nm: 0,
    motor_current_a: 0,
    battery_voltage_v: restVoltageV,
    // The controller's own draw while the system is on.
    battery_current_a: 0.15,
    motor_temperature_c: AMBIENT_C,
    controller_temperature_c: AMBIENT_C + 1,
  };
}
