// Request and response schemas of the report calls.
import { Type, type Static } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const BundleRuleNotMatchBody = Type.Object(
  {
    workspace_id: Id,
    comment: Type.Optional(Type.String({ maxLength: 2000 })),
    task_ids: Type.Optional(
      Type.Array(Id, {
        maxItems: 50,
        uniqueItems: true,
        description: 'the bundle_rule_not_match tasks the report is about; default all open ones',
      }),
    ),
  },
  { additionalProperties: false },
);
export const TroubleshootingBody = Type.Object(
  {
    workspace_id: Id,
    description: Type.String({
      minLength: 1,
      maxLength: 4000,
      description: 'what the rider and the technician observed',
    }),
    error_codes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 16 }), { maxItems: 20 })),
    steps_taken: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof BundleRuleNotMatchBody> | Static<typeof TroubleshootingBody>;

export const SnapshotSchema = Type.Object({
  taken_at: Type.String({ format: 'date-time' }),
  workspace_id: Type.Integer(),
  vin: Type.String(),
  bike_model: Type.String(),
  health_score: Type.Union([Type.Integer(), Type.Null()]),
  connected_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  components: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  active_error_codes: Type.Array(Type.String()),
  history_error_codes: Type.Array(Type.String()),
  tasks: Type.Array(
    Type.Object({
      id: Type.Integer(),
      task_type: Type.String(),
      level: Type.String(),
      rule_type: Type.String(),
      part_type: Type.Union([Type.String(), Type.Null()]),
      detail: Type.Unknown(),
    }),
  ),
});
export type Snapshot = Static<typeof SnapshotSchema>;

export const ReportSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  vin: Type.String(),
  bike_shop_id: Type.Integer(),
  workspace_id: Type.Integer(),
  service_center_id: Type.Union([Type.Integer(), Type.Null()]),
  mailed_to: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  snapshot: SnapshotSchema,
});
