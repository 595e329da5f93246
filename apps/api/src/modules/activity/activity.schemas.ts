// Activity bodies: one schema per activity call, all sharing the base fields.
import { Type, type Static, type TProperties } from 'typebox';
import { DiagnosisStatus, FrameKind, OperationType } from '@dealer/contracts';

const PartTypeField = Type.String({ minLength: 1, maxLength: 40 });
const Barcode = Type.String({ minLength: 1, maxLength: 64 });
const Version = Type.String({ minLength: 1, maxLength: 32 });
const ErrorCodeOnPart = Type.Object(
  { code: Type.String({ pattern: '^0x[0-9A-Fa-f]{4}$' }), part_type: PartTypeField },
  { additionalProperties: false },
);

const Base = {
  /** false when the operation on the bike failed; the attempt is still recorded, nothing is applied. */
  success: Type.Optional(Type.Boolean({ default: true })),
  comment: Type.Optional(Type.String({ maxLength: 4000 })),
  /** Bridge error code of a failed attempt. */
  error_code: Type.Optional(Type.Integer()),
  /** Tasks this activity addresses (same workspace): linked on success. */
  task_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 50 })),
};
const body = <P extends TProperties>(props: P) =>
  Type.Object({ ...Base, ...props }, { additionalProperties: false });

export const ActivityBodies = {
  bike_activate: body({ activated_at: Type.Optional(Type.String({ format: 'date-time' })) }),
  bootloader_rescue: body({
    part_type: PartTypeField,
    firmware_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    module_id: Type.Optional(Type.String({ maxLength: 32 })),
  }),
  enter_ship_mode: body({}),
  firmware_update: body({
    part_type: PartTypeField,
    barcode: Type.Optional(Barcode),
    firmware_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    from_version: Type.Optional(Type.String({ maxLength: 32 })),
    to_version: Version,
    frame_type: Type.Optional(Type.Enum(FrameKind)),
  }),
  mid_parameter_update: body({
    part_type: PartTypeField,
    barcode: Barcode,
    module_id: Type.String({ minLength: 16, maxLength: 16 }),
  }),
  part_replacement: body({
    operation: Type.Enum(OperationType),
    part_type: PartTypeField,
    old_barcode: Type.Optional(Barcode),
    new_barcode: Type.Optional(Barcode),
  }),
  hmi_diagnosis: body({
    items: Type.Array(
      Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }), status: Type.Enum(DiagnosisStatus) }),
      { minItems: 1, maxItems: 64 },
    ),
  }),
  performance_tuning: body({
    assist_levels: Type.Array(
      Type.Object({
        level: Type.Integer({ minimum: 1, maximum: 5 }),
        support_percent: Type.Integer({ minimum: 0, maximum: 1000 }),
        max_torque_nm: Type.Integer({ minimum: 0, maximum: 300 }),
      }),
      { minItems: 1, maxItems: 5 },
    ),
    max_speed_kmh: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  }),
  bike_setting: body({
    setting: Type.Literal('wheel_diameter'),
    value: Type.Integer({ minimum: 100, maximum: 1000, description: 'mm' }),
  }),
  error_code_clear: body({
    cleared: Type.Array(ErrorCodeOnPart, {
      maxItems: 100,
      description: 'Current codes the clear removed (the bike keeps them as history)',
    }),
    returned: Type.Array(ErrorCodeOnPart, {
      maxItems: 100,
      description: 'Codes the bike set again right after the clear: their cause is still present',
    }),
  }),
  sensor_diagnosis: body({
    sensor: Type.Union([Type.Literal('speed'), Type.Literal('torque'), Type.Literal('cadence')]),
    value: Type.Number({ description: 'The reading: typed in, or the mean of the live samples' }),
    reference: Type.Optional(
      Type.Number({ description: 'A bench instrument’s reading: the tolerance rule judges the deviation' }),
    ),
    // Live check (decision 1703): the value is the mean while the crank turned; it passes inside the range.
    expected_min: Type.Optional(Type.Number({ description: 'Live check: lowest expected reading' })),
    expected_max: Type.Optional(Type.Number({ description: 'Live check: highest expected reading' })),
    samples: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 100000, description: 'Live check: samples the mean is of' }),
    ),
  }),
  parameter_compare: body({
    part_type: PartTypeField,
    digest: Type.String({ minLength: 1, maxLength: 128 }),
    differences: Type.Array(
      Type.Object({ name: Type.String({ maxLength: 64 }), expected: Type.Unknown(), actual: Type.Unknown() }),
      { maxItems: 500 },
    ),
  }),
  parameter_sync: body({
    part_type: PartTypeField,
    digest: Type.String({ minLength: 1, maxLength: 128 }),
    parameters: Type.Optional(
      Type.Array(Type.Object({ name: Type.String({ maxLength: 64 }), value: Type.Unknown() }), {
        maxItems: 500,
      }),
    ),
  }),
  // The bike's own parameters confirmed as the reviewed reference: nothing is written to the bike
  // (decision 2823), so the service book does not read it as a parameter update.
  parameter_reference: body({
    part_type: PartTypeField,
    digest: Type.String({ minLength: 1, maxLength: 128 }),
    parameters: Type.Array(Type.Object({ name: Type.String({ maxLength: 64 }), value: Type.Unknown() }), {
      minItems: 1,
      maxItems: 500,
    }),
  }),
} as const;

export type ActivityCall = keyof typeof ActivityBodies;
export type ActivityBody<K extends ActivityCall> = Static<(typeof ActivityBodies)[K]>;

export const ActivitySchema = Type.Object({
  id: Type.Integer(),
  workspace_id: Type.Integer(),
  vin: Type.String(),
  kind: Type.String({ description: 'ActivityKind' }),
  part_type: Type.Union([Type.String(), Type.Null()]),
  payload: Type.Record(Type.String(), Type.Unknown()),
  result: Type.Record(Type.String(), Type.Unknown()),
  success: Type.Boolean(),
  comment: Type.String(),
  created_by: Type.String(),
  technician: Type.String({ description: 'e-mail of the technician' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
