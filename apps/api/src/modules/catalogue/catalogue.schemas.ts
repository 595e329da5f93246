import { Type } from 'typebox';

export const PartSpecSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  part_type: Type.String(),
  name: Type.String(),
  protocol_type: Type.String(),
  hardware_versions: Type.Array(Type.String()),
});

const PerformanceSchema = Type.Object({
  max_support_percent: Type.Integer(),
  max_torque_nm: Type.Integer(),
  max_speed_kmh: Type.Number(),
});

export const BikeSpecSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  brand_id: Type.Integer(),
  brand_name: Type.String(),
  performance: PerformanceSchema,
  wheel_diameters_mm: Type.Array(Type.Integer()),
  image_url: Type.Union([Type.String(), Type.Null()]),
});

export const BundleRuleSchema = Type.Object({
  bike_spec_id: Type.Integer(),
  rules: Type.Array(
    Type.Object({
      part_type: Type.String(),
      required: Type.Boolean(),
      part_specs: Type.Array(PartSpecSchema),
    }),
  ),
});

export const BarcodePartSchema = Type.Object({
  id: Type.Integer(),
  barcode: Type.String(),
  goods_type: Type.String(),
  part_spec: PartSpecSchema,
  manufactured_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const ProtocolPartSchema = Type.Object({
  id: Type.Integer(),
  part_type: Type.String(),
  barcode: Type.String(),
  module_id: Type.String(),
  hardware_version: Type.String(),
  firmware_version: Type.String(),
  part_spec: PartSpecSchema,
});
