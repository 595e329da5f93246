// Task shapes and the reading the bridge delivers (PUT /v{1,2}/workspace/{id}/task).
import { Type } from 'typebox';
import { SupportedProtocolType, TaskLevel, TaskRuleType, TaskStatus, TaskType } from '@dealer/contracts';

const Version = Type.String({ maxLength: 32 });

const ReadingComponentSchema = Type.Object({
  part_type: Type.String({ minLength: 1, maxLength: 40 }),
  barcode: Type.String({ maxLength: 64 }),
  module_id: Type.String({ maxLength: 32, description: "16 hex digits; '' when the component reports none" }),
  part_spec_code: Type.Optional(Type.String({ maxLength: 40 })),
  firmware_version: Version,
  hardware_version: Version,
  font_version: Type.Optional(
    Type.Union([Version, Type.Null()], { description: 'HMI only; null/absent when not reported' }),
  ),
  icon_version: Type.Optional(Type.Union([Version, Type.Null()])),
  in_bootloader: Type.Boolean(),
});

const Sensor = Type.Object({ value: Type.Number(), reference: Type.Number() });

export const ReadingSchema = Type.Object({
  protocol_type: Type.Optional(
    Type.Union([Type.Enum(SupportedProtocolType), Type.Null()], {
      description: 'Protocol the bridge detected; BAFANG_CAN carries no VIN and no module ids to judge',
    }),
  ),
  vin: Type.Optional(
    Type.String({ maxLength: 32, description: "VIN programmed in the drive system; '' = none" }),
  ),
  components: Type.Array(ReadingComponentSchema, { maxItems: 64 }),
  active_error_codes: Type.Array(Type.String({ maxLength: 16 }), { maxItems: 256 }),
  history_error_codes: Type.Array(Type.String({ maxLength: 16 }), { maxItems: 1024 }),
  parameter_digests: Type.Optional(
    Type.Array(
      Type.Object({ part_type: Type.String({ maxLength: 40 }), digest: Type.String({ maxLength: 128 }) }),
      { maxItems: 64 },
    ),
  ),
  batteries: Type.Optional(
    Type.Array(
      Type.Object({
        part_type: Type.String({ maxLength: 40 }),
        charge_percent: Type.Number({ minimum: 0, maximum: 100 }),
        health_percent: Type.Optional(
          Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()], {
            description: 'State of health (capacity against design); null when the pack reports none',
          }),
        ),
        voltage_v: Type.Optional(
          Type.Union([Type.Number({ minimum: 0, maximum: 200 }), Type.Null()], {
            description: "The pack's own voltage reading",
          }),
        ),
        drive_supply_voltage_v: Type.Optional(
          Type.Union([Type.Number({ minimum: 0, maximum: 200 }), Type.Null()], {
            description: "The drive unit's reading of its supply (the same pack, seen from the drive)",
          }),
        ),
      }),
      { maxItems: 8, description: "Each pack's charge and health as the bridge read them" },
    ),
  ),
  sensors: Type.Optional(
    Type.Object({
      speed: Type.Optional(Sensor),
      torque: Type.Optional(Sensor),
      cadence: Type.Optional(Sensor),
    }),
  ),
});

export const TaskSchema = Type.Object({
  id: Type.Integer(),
  workspace_id: Type.Integer(),
  task_type: Type.Enum(TaskType),
  level: Type.Enum(TaskLevel),
  rule_type: Type.Enum(TaskRuleType),
  part_type: Type.Union([Type.String(), Type.Null()]),
  status: Type.Enum(TaskStatus),
  detail: Type.Record(Type.String(), Type.Unknown()),
  score_penalty: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const StatusRatioSchema = Type.Object({
  in_progress: Type.Integer(),
  completed: Type.Integer(),
  removed: Type.Integer(),
  total: Type.Integer(),
  /** completed / (completed + in_progress); 1 when nothing is open or done. */
  completed_ratio: Type.Number(),
});

export const TaskInfoSchema = Type.Object({
  task_list: Type.Array(TaskSchema),
  status_ratio: StatusRatioSchema,
});

export const TaskCommentSchema = Type.Object({
  id: Type.Integer(),
  comment: Type.String(),
  created_by: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

export const TaskDetailSchema = Type.Intersect([
  TaskSchema,
  Type.Object({ comments: Type.Array(TaskCommentSchema), activity_ids: Type.Array(Type.Integer()) }),
]);

export const ReloadResultSchema = Type.Object({
  workspace_id: Type.Integer(),
  health_score: Type.Integer({ minimum: 0, maximum: 100 }),
  health_band: Type.Union([Type.Literal('Poor'), Type.Literal('Normal'), Type.Literal('Healthy')]),
  task_info: TaskInfoSchema,
});
