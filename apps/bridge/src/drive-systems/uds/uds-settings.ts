// Settings of our UDS bike. Drive unit (controller): light start-up state, assist-level performance
// (tuning; the unit refuses values beyond its model limits), wheel diameter. Display (HMI): speed
// unit and maintenance warning (next service by distance and date).
import {
  AssistLevelPerformanceCodec,
  Did,
  LightStartupCodec,
  MaintenanceWarningCodec,
  SpeedUnitCodec,
  U16Codec,
} from '@dealer/contracts';
import type { AssistLevelPerformance, MaintenanceWarning } from '@dealer/contracts';
import { BridgeError } from '../../lib/bridge-error.ts';
import type { DriveSystem } from '../drive-system.ts';
import type { AssistLevelSetting } from '../drive-system-shapes.ts';
import { didAccess } from './uds-context.ts';
import type { UdsContext } from './uds-context.ts';

const DAY_MS = 86_400_000;
const dayToDate = (day: number) => (day === 0 ? null : new Date(day * DAY_MS).toISOString().slice(0, 10));
const dateToDay = (date: string | null) =>
  date === null ? 0 : Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

const toApi = (l: AssistLevelPerformance): AssistLevelSetting => ({
  assist_level: l.assistLevel as '1',
  support_percent: l.supportPercent,
  max_torque_nm: l.maxTorqueNm,
  max_speed_kmh: l.maxSpeedKmh,
});

type SettingsPart = Pick<
  DriveSystem,
  | 'lightStartup'
  | 'setLightStartup'
  | 'assistLevels'
  | 'tuneAssistLevels'
  | 'wheelDiameterMm'
  | 'speedUnit'
  | 'setSpeedUnit'
  | 'maintenanceWarning'
  | 'setMaintenanceWarning'
>;

export function udsSettings(ctx: UdsContext): SettingsPart {
  const controller = didAccess(ctx, 'controller');
  const hmi = didAccess(ctx, 'hmi');
  const readLevels = async () =>
    AssistLevelPerformanceCodec.decode(
      await controller.read('Read assist level performance', Did.assistLevelPerformance),
    );
  const readWarning = async () =>
    MaintenanceWarningCodec.decode(await hmi.read('Read maintenance warning', Did.maintenanceWarning));
  const warning = (m: MaintenanceWarning) => ({
    enabled: m.enabled,
    distance_km: m.nextServiceKm,
    date: dayToDate(m.nextServiceDay),
  });

  return {
    lightStartup: async () => {
      const state = LightStartupCodec.decode(
        await controller.read('Read light setting', Did.lightStartupState),
      );
      if (!state) throw new BridgeError(600001, 'The drive unit reported an unknown light setting');
      return state;
    },
    setLightStartup: async (state) => {
      await controller.write('Set light setting', Did.lightStartupState, LightStartupCodec.encode(state));
      return state;
    },

    assistLevels: async () => (await readLevels()).map(toApi),
    tuneAssistLevels: async (patch) => {
      const levels = await readLevels();
      for (const p of patch) {
        const l = levels.find((x) => x.assistLevel === p.assist_level);
        if (!l) throw new BridgeError(400004, `Unknown assist level ${p.assist_level}`);
        if (p.support_percent !== undefined) l.supportPercent = p.support_percent;
        if (p.max_torque_nm !== undefined) l.maxTorqueNm = p.max_torque_nm;
        if (p.max_speed_kmh !== undefined) l.maxSpeedKmh = p.max_speed_kmh;
      }
      await controller.write(
        'Tune performance',
        Did.assistLevelPerformance,
        AssistLevelPerformanceCodec.encode(levels),
      );
      return (await readLevels()).map(toApi);
    },

    wheelDiameterMm: async () =>
      U16Codec.decode(await controller.read('Read wheel diameter', Did.wheelDiameter)),

    speedUnit: async () => {
      const unit = SpeedUnitCodec.decode(await hmi.read('Read speed unit', Did.speedUnit));
      if (!unit) throw new BridgeError(600001, 'The display reported an unknown speed unit');
      return unit;
    },
    setSpeedUnit: async (unit) => {
      await hmi.write('Set speed unit', Did.speedUnit, SpeedUnitCodec.encode(unit));
      return unit;
    },

    maintenanceWarning: async () => warning(await readWarning()),
    setMaintenanceWarning: async (w) => {
      // Without a date (the v2 call) the date set before is kept.
      const day = w.date === undefined ? (await readWarning()).nextServiceDay : dateToDay(w.date);
      if (Number.isNaN(day)) throw new BridgeError(400004, `Invalid date ${w.date}`);
      await hmi.write(
        'Set maintenance warning',
        Did.maintenanceWarning,
        MaintenanceWarningCodec.encode({
          enabled: w.enabled,
          nextServiceKm: w.distance_km,
          nextServiceDay: day,
        }),
      );
      return warning(await readWarning());
    },
  };
}
