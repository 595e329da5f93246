// Shapes of the Bafang-only calls (decision 1124): typed settings with units and ranges, the answer
// of every verified write (before, after, snapshot, read-back), the information reads.
import { TORQUE_PROFILE_FIELDS } from '@dealer/contracts';
import { Type } from 'typebox';
import type { TSchema } from 'typebox';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const SpeedSettings = Type.Object({
  speed_limit_kmh: Type.Number(),
  legal_limit_kmh: Type.Number({
    description: 'A pedelec: 25 km/h; a higher speed limit is refused (400007)',
  }),
  wheel: Nullable(Type.String({ description: 'Label of the wheel table; null for a code it does not know' })),
  wheel_code: Type.Integer(),
  circumference_mm: Type.Integer(),
});
export const SpeedSettingsWithWheels = Type.Intersect([
  SpeedSettings,
  Type.Object({
    wheels: Type.Array(Type.Object({ label: Type.String(), min_mm: Type.Integer(), max_mm: Type.Integer() })),
  }),
]);
export const SpeedChange = Type.Object(
  {
    speed_limit_kmh: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    wheel: Type.Optional(Type.String({ maxLength: 16 })),
    circumference_mm: Type.Optional(Type.Integer({ minimum: 0, maximum: 5000 })),
  },
  { additionalProperties: false },
);

const ReadBack = Type.Union([Type.Literal('matches'), Type.Literal('not_readable')]);
/** A restore's answer: any snapshot's values, before and after (unknown already includes null). */
export const RestoreResult = Type.Object({
  before: Type.Unknown(),
  after: Type.Unknown(),
  snapshot_id: Nullable(Type.Integer()),
  read_back: ReadBack,
});
/** Every write's answer: what the device held before and holds now, the snapshot that undoes it. */
export const WriteResult = <T extends TSchema>(value: T) =>
  Type.Object({
    before: Nullable(value),
    after: value,
    snapshot_id: Nullable(Type.Integer()),
    read_back: ReadBack,
  });

const AssistLevel = Type.Object({
  current_percent: Type.Integer({ minimum: 0, maximum: 100 }),
  speed_percent: Type.Integer({ minimum: 0, maximum: 100 }),
});
export const Parameters = Type.Object({
  fields: Type.Array(
    Type.Object({
      name: Type.String(),
      value: Type.Number(),
      unit: Type.String(),
      min: Type.Number(),
      max: Type.Number(),
      writable: Type.Boolean(),
    }),
  ),
  assist_levels: Type.Array(AssistLevel),
  lamps_always_on: Type.Boolean(),
});
const num = Type.Optional(Type.Number());
export const ParametersChange = Type.Object(
  {
    currentLimitA: num,
    batteryCapacityMah: num,
    fullCapacityRangeKm: num,
    pedalSensorType: num,
    speedMeterMagnets: num,
    throttleStartV: num,
    throttleMaxV: num,
    startCurrentPercent: num,
    currentLoadingTimeS: num,
    currentSheddingTimeS: num,
    walkAssistSpeedKmh: num,
    lampsAlwaysOn: Type.Optional(Type.Boolean()),
    assistLevels: Type.Optional(
      Type.Array(Type.Object({ currentPercent: Type.Number(), speedPercent: Type.Number() }), {
        maxItems: 9,
      }),
    ),
  },
  { additionalProperties: false },
);
/** Block 1 as a write answers it (the codec's names). */
export const Parameter1Value = Type.Record(Type.String(), Type.Unknown());

const profileFields = Object.keys(TORQUE_PROFILE_FIELDS) as (keyof typeof TORQUE_PROFILE_FIELDS)[];
export const TorqueProfile = Type.Object(Object.fromEntries(profileFields.map((k) => [k, Type.Number()])));
const TorqueProfilePatch = Type.Object(
  Object.fromEntries(profileFields.map((k) => [k, Type.Optional(Type.Number())])),
  { additionalProperties: false },
);
export const TorqueProfiles = Type.Object({ profiles: Type.Array(TorqueProfile) });
export const TorqueProfilesChange = Type.Object({
  profiles: Type.Array(TorqueProfilePatch, { maxItems: 6 }),
});

export const DisplayTime = Type.Object({
  hours: Type.Integer({ minimum: 0, maximum: 23 }),
  minutes: Type.Integer({ minimum: 0, maximum: 59 }),
  seconds: Type.Integer({ minimum: 0, maximum: 59 }),
});
export const Mileage = Type.Object({ total_km: Type.Number(), trip_km: Type.Number() });
export const MileageChange = Type.Object(
  {
    total_km: Type.Optional(Type.Integer({ minimum: 0 })),
    trip_km: Type.Optional(Type.Number({ minimum: 0 })),
  },
  { additionalProperties: false },
);
export const ServiceMileage = Type.Object({ service_km: Type.Number() });

export const DeviceInfo = Type.Object({
  devices: Type.Array(
    Type.Object({
      device: Type.String(),
      manufacturer: Nullable(Type.String()),
      customer_number: Nullable(Type.String()),
      bootloader_version: Nullable(Type.String()),
    }),
  ),
});
export const TripStatistics = Type.Object({
  total_km: Type.Number(),
  trip_km: Type.Number(),
  max_speed_kmh: Type.Number(),
  average_speed_kmh: Type.Number(),
  service_km: Type.Number(),
});
export const CellVoltages = Type.Object({
  cells_v: Type.Array(Type.Number()),
  min_v: Nullable(Type.Number()),
  max_v: Nullable(Type.Number()),
});
const Source = Type.Object({ device: Type.String(), message: Type.String({ description: 'code/sub-code' }) });
const SourcedValue = Type.Object({
  signal: Type.String(),
  value: Type.Number(),
  unit: Type.String(),
  source: Source,
});
export const LiveSources = Type.Object({ signals: Type.Array(SourcedValue) });
export const Voltages = Type.Object({
  battery: Nullable(SourcedValue),
  drive_supply: Nullable(SourcedValue),
});
export const Snapshots = Type.Object({
  snapshots: Type.Array(
    Type.Object({ id: Type.Integer(), kind: Type.String(), taken_at: Type.String(), values: Type.Unknown() }),
  ),
});
export const SnapshotParam = Type.Object({ id: Type.Integer({ minimum: 1 }) });
