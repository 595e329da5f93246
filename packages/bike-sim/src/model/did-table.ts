// Read and write access to every data identifier, mapped onto the bike state with the shared codec.
import {
  ActivationCodec,
  AssistLevelPerformanceCodec,
  AssistLevelUsageCodec,
  BatteryInformationCodec,
  BatteryStateCodec,
  ButtonPressCountsCodec,
  DataLengthError,
  DemoBikeSpecs,
  DriveLiveDataCodec,
  LightStartupCodec,
  MaintenanceWarningCodec,
  Nrc,
  ProtocolTypeCodec,
  RidingStatsCodec,
  SpeedUnitCodec,
  U16Codec,
  U32Codec,
  encodeAscii,
  encodeBootMode,
  encodeModuleId,
  decodeModuleId,
  isValidModuleId,
} from '@dealer/contracts';
import type { DidName, SupportedProtocolType } from '@dealer/contracts';
import { NrcError } from '../uds/server-context.ts';
import type { ServerContext } from '../uds/server-context.ts';
import { bootModeOf, partSpecOf, runningVersion } from './bike-state.ts';

interface DidAccess {
  read(ctx: ServerContext): Uint8Array;
  write?(ctx: ServerContext, data: Uint8Array): void;
}

const outOfRange = () => new NrcError(Nrc.requestOutOfRange);
function decoded<T>(decode: () => T): T {
  try {
    return decode();
  } catch (e) {
    if (e instanceof DataLengthError) throw new NrcError(Nrc.incorrectMessageLength);
    throw e;
  }
}
function battery(ctx: ServerContext) {
  const pack = ctx.bike.state.batteries[ctx.component.node as 'battery' | 'range_extender_battery'];
  if (!pack) throw outOfRange();
  return pack;
}

const protocolOf = (code: string): SupportedProtocolType | undefined => {
  const p = partSpecOf(code)?.protocol;
  return p === 'hap1' ? 'HAP1' : p === 'hap2' ? 'HAP2' : undefined;
};

export const DidTable: Record<DidName, DidAccess> = {
  partSpecCode: { read: (c) => encodeAscii(c.component.partSpecCode) },
  softwareVersion: { read: (c) => encodeAscii(runningVersion(c.component)) },
  serialNumber: { read: (c) => encodeAscii(c.component.barcode) },
  vin: { read: (c) => encodeAscii(c.bike.state.vin) },
  hardwareVersion: { read: (c) => encodeAscii(c.component.hardwareVersion) },
  moduleId: {
    read: (c) => encodeModuleId(c.component.moduleId),
    // MID rescue writes the factory module id back; an ECU keeps only a well-formed one.
    write: (c, d) => {
      if (d.length !== 8) throw new NrcError(Nrc.incorrectMessageLength);
      const mid = decodeModuleId(d);
      if (!isValidModuleId(mid)) throw outOfRange();
      c.component.moduleId = mid;
    },
  },
  fontVersion: { read: (c) => encodeAscii(c.component.fontVersion ?? '') },
  iconVersion: { read: (c) => encodeAscii(c.component.iconVersion ?? '') },
  bootMode: { read: (c) => encodeBootMode(bootModeOf(c.component)) },
  protocolType: {
    read: (c) =>
      ProtocolTypeCodec.encode(protocolOf(c.component.partSpecCode) ?? ('' as SupportedProtocolType)),
  },
  odometer: { read: (c) => U32Codec.encode(c.bike.state.odometerM) },
  ridingStats: { read: (c) => RidingStatsCodec.encode(c.bike.state.ridingStats) },
  assistLevelUsage: { read: (c) => AssistLevelUsageCodec.encode(c.bike.state.assistLevelUsage) },
  batteryInformation: { read: (c) => BatteryInformationCodec.encode(battery(c).info) },
  batteryState: { read: (c) => BatteryStateCodec.encode(battery(c).state) },
  realTimeClock: {
    read: (c) => U32Codec.encode(Math.max(0, Math.round(c.bike.wallClockS() + c.bike.state.rtcOffsetS))),
    write: (c, d) => {
      const t = decoded(() => U32Codec.decode(d));
      if (t < 946_684_800) throw outOfRange(); // before 2000-01-01: a clock this wrong is a caller bug
      c.bike.state.rtcOffsetS = t - Math.round(c.bike.wallClockS());
    },
  },
  lightStartupState: {
    read: (c) => LightStartupCodec.encode(c.bike.state.lightStartupState),
    write: (c, d) => {
      c.bike.state.lightStartupState = decoded(() => LightStartupCodec.decode(d)) ?? throwOut();
    },
  },
  speedUnit: {
    read: (c) => SpeedUnitCodec.encode(c.bike.state.speedUnit),
    write: (c, d) => {
      c.bike.state.speedUnit = decoded(() => SpeedUnitCodec.decode(d)) ?? throwOut();
    },
  },
  maintenanceWarning: {
    read: (c) => MaintenanceWarningCodec.encode(c.bike.state.maintenanceWarning),
    write: (c, d) => {
      const m = decoded(() => MaintenanceWarningCodec.decode(d));
      if (m.nextServiceKm > 1_000_000) throw outOfRange();
      c.bike.state.maintenanceWarning = m;
    },
  },
  assistLevelPerformance: {
    read: (c) => AssistLevelPerformanceCodec.encode(c.bike.state.assistLevelPerformance),
    write: (c, d) => {
      const levels = decoded(() => AssistLevelPerformanceCodec.decode(d));
      // The drive unit refuses tuning beyond what its bike model allows (the motor's limits).
      const limits = DemoBikeSpecs.find((s) => s.code === c.bike.state.bikeSpecCode)?.performance;
      if (!limits) throw new NrcError(Nrc.conditionsNotCorrect);
      const bad = levels.some(
        (l) =>
          l.supportPercent > limits.maxSupportPercent ||
          l.maxTorqueNm > limits.maxTorqueNm ||
          l.maxSpeedKmh > limits.maxSpeedKmh,
      );
      if (bad) throw outOfRange();
      c.bike.state.assistLevelPerformance = levels;
    },
  },
  wheelDiameter: { read: (c) => U16Codec.encode(c.bike.state.wheelDiameterMm) },
  activation: { read: (c) => ActivationCodec.encode(c.bike.state.activation) },
  parameterArray: {
    read: (c) => Uint8Array.from(c.component.parameterArray),
    write: (c, d) => {
      if (d.length !== c.component.parameterArray.length) throw new NrcError(Nrc.incorrectMessageLength);
      c.component.parameterArray = [...d];
    },
  },
  buttonPressCounts: { read: (c) => ButtonPressCountsCodec.encode(c.bike.state.buttonPressCounts) },
  driveLiveData: {
    // The controller measures the bus voltage; at rest it is the main pack's voltage.
    read: (c) =>
      DriveLiveDataCodec.encode(c.bike.ride.sample(c.bike.state.batteries.battery?.state.voltageV ?? 36)),
  },
};

function throwOut(): never {
  throw outOfRange();
}
