// Live data of the drive system (DID 0xFD60 on the drive controller): what the controller measures
// while the bike is ridden or its crank is turned on the stand. The controller sits between battery
// and motor, so it also measures the battery side (DC bus voltage and current). The bike simulator
// encodes with this codec and the bridge decodes with it (decision 1702).
import type { QuantityUnit } from './locale-format.ts';

/** The values of one live sample, in the units the portal shows. */
export interface DriveLiveData {
  speed_kmh: number;
  cadence_rpm: number;
  /** Rider torque on the crank (torque sensor). */
  torque_nm: number;
  motor_current_a: number;
  battery_voltage_v: number;
  /** Positive: the battery discharges into the drive. */
  battery_current_a: number;
  motor_temperature_c: number;
  controller_temperature_c: number;
}

/**
 * One live sample as the bridge sends it (decision 1123): a signal the connected drive system does
 * not report (a Bafang drive reports torque only in sensor units) is left out rather than faked. Our
 * UDS controller reports every signal, so its samples are whole DriveLiveData.
 */
export type LiveValues = Partial<DriveLiveData>;

/** The signals in a fixed order: the wire layout, the bridge's stream and the portal's charts use it. */
export const LiveSignal = [
  'speed_kmh',
  'cadence_rpm',
  'torque_nm',
  'motor_current_a',
  'battery_voltage_v',
  'battery_current_a',
  'motor_temperature_c',
  'controller_temperature_c',
] as const satisfies readonly (keyof DriveLiveData)[];
export type LiveSignalName = (typeof LiveSignal)[number];

/** Unit and wire resolution (value = raw × scale; raw is a signed 16-bit integer). */
export const LiveSignalSpec: Record<LiveSignalName, { unit: QuantityUnit; scale: number }> = {
  speed_kmh: { unit: 'km/h', scale: 0.01 },
  cadence_rpm: { unit: 'rpm', scale: 0.1 },
  torque_nm: { unit: 'Nm', scale: 0.1 },
  motor_current_a: { unit: 'A', scale: 0.01 },
  battery_voltage_v: { unit: 'V', scale: 0.01 },
  battery_current_a: { unit: 'A', scale: 0.01 },
  motor_temperature_c: { unit: '°C', scale: 0.1 },
  controller_temperature_c: { unit: '°C', scale: 0.1 },
};

export const DRIVE_LIVE_DATA_LENGTH = LiveSignal.length * 2;

export class LiveDataLengthError extends Error {}

const clampI16 = (v: number) => Math.max(-0x8000, Math.min(0x7fff, Math.round(v)));

export const DriveLiveDataCodec = {
  encode(d: DriveLiveData): Uint8Array {
    const out = new Uint8Array(DRIVE_LIVE_DATA_LENGTH);
    const view = new DataView(out.buffer);
    LiveSignal.forEach((name, i) => view.setInt16(i * 2, clampI16(d[name] / LiveSignalSpec[name].scale)));
    return out;
  },
  decode(b: Uint8Array): DriveLiveData {
    if (b.length < DRIVE_LIVE_DATA_LENGTH)
      throw new LiveDataLengthError(`live data needs ${DRIVE_LIVE_DATA_LENGTH} bytes, got ${b.length}`);
    const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
    const out = {} as DriveLiveData;
    LiveSignal.forEach((name, i) => {
      const scale = LiveSignalSpec[name].scale;
      // Rounded to the wire resolution so 0.01 × raw reads back as the value that was sent.
      const digits = Math.max(0, -Math.floor(Math.log10(scale)));
      out[name] = Number((view.getInt16(i * 2) * scale).toFixed(digits));
    });
    return out;
  },
};
