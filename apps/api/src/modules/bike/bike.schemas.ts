import { Type } from 'typebox';
import { TaskStatus } from '@dealer/contracts';
import { TaskSchema } from '../task/task.schemas.ts';
import { ActivitySchema } from '../activity/activity.schemas.ts';

const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const VinParam = Type.Object({ vin: Type.String({ minLength: 1, maxLength: 32 }) });

export const BikeSchema = Type.Object({
  vin: Type.String(),
  frame_number: Type.String(),
  bike_shop_id: Type.Integer(),
  bike_spec: Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() }),
  brand: Type.Object({ id: Type.Integer(), name: Type.String() }),
  activated: Type.Boolean(),
  activated_at: Nullable(DateTime),
  ship_mode_at: Nullable(DateTime),
  wheel_diameter_mm: Type.Union([Type.Integer(), Type.Null()]),
  image_url: Nullable(Type.String()),
  components: Type.Array(
    Type.Object({
      part_type: Type.String(),
      barcode: Type.String(),
      module_id: Type.String(),
      part_spec_id: Type.Integer(),
      part_spec_code: Type.String(),
      hardware_version: Type.String(),
      firmware_version: Type.String(),
      installed_at: DateTime,
    }),
  ),
});

export const ServiceHistoryQuery = Type.Object({
  task_status: Type.Enum(TaskStatus),
  workspace_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  updated_at_min: Type.Optional(DateTime),
});

export const ServiceHistorySchema = Type.Object({
  vin: Type.String(),
  tasks: Type.Array(TaskSchema),
  activities: Type.Array(ActivitySchema),
});

export const HmiErrorQuery = Type.Object({ bike_shop_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const HmiErrorBody = Type.Object({
  error_code: Type.String({ minLength: 1, maxLength: 16 }),
  occurred_at: Type.Optional(DateTime),
  odometer_km: Type.Optional(Type.Number({ minimum: 0 })),
  note: Type.Optional(Type.String({ maxLength: 2000 })),
});
export const HmiErrorLogSchema = Type.Object({
  id: Type.Integer(),
  vin: Type.String(),
  bike_shop_id: Type.Integer(),
  error_code: Type.String(),
  danger_level: Type.Union([Type.String(), Type.Null()]),
  title: Type.Union([Type.String(), Type.Null()]),
  created_at: DateTime,
});

export const ImageBody = Type.Object({
  image_url: Type.String({ minLength: 1, maxLength: 2048, pattern: '^(https?://|/)\\S+$' }),
});
