// Request and response schemas of the warranty-claim calls.
import { Type, type Static } from 'typebox';
import { ClaimStatus, DiagnosisStatus, PartType } from '@dealer/contracts';
import { Enum, Paging } from '../../lib/schema.ts';
import { RecordingSchema } from '../../lib/live-recording.ts';
import { SnapshotSchema } from '../report/report.schemas.ts';
import { Vin } from '../case/case.schemas.ts';
import { ClaimDecision, DealerClaimAction } from './claim-status.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const Comment = Type.String({ maxLength: 2000 });
const When = Type.String({ format: 'date-time' });
const OrNull = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const PartSpecCode = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9._-]+$' });

export const PartLineSchema = Type.Object(
  { part_spec_code: PartSpecCode, quantity: Type.Integer({ minimum: 1, maximum: 20 }) },
  { additionalProperties: false },
);

/** A full diagnosis as the portal keeps it on the technician's computer (portal-spec §3). */
const DiagnosisSchema = Type.Object(
  {
    performed_at: When,
    health_score: OrNull(Type.Integer({ minimum: 0, maximum: 100 })),
    health_band: OrNull(Type.String({ maxLength: 16 })),
    stages: Type.Array(
      Type.Object(
        {
          stage: Type.String({ minLength: 1, maxLength: 32 }),
          status: Enum(DiagnosisStatus),
          findings: Type.Array(
            Type.Object(
              {
                key: Type.String({ minLength: 1, maxLength: 64 }),
                status: Enum(DiagnosisStatus),
                vars: Type.Optional(
                  Type.Record(
                    Type.String({ maxLength: 32 }),
                    Type.Union([Type.String({ maxLength: 200 }), Type.Number()]),
                  ),
                ),
              },
              { additionalProperties: false },
            ),
            { maxItems: 60 },
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: 12 },
    ),
  },
  { additionalProperties: false },
);
export type Diagnosis = Static<typeof DiagnosisSchema>;

const editable = {
  description: Type.Optional(Type.String({ maxLength: 4000 })),
  labour_minutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 6000 })),
  parts_needed: Type.Optional(Type.Array(PartLineSchema, { maxItems: 20 })),
  goodwill_reason: Type.Optional(Type.String({ maxLength: 2000 })),
  image_ids: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 10, uniqueItems: true })),
  diagnosis: Type.Optional(OrNull(DiagnosisSchema)),
  recording: Type.Optional(OrNull(RecordingSchema)),
};

export const CreateClaimBody = Type.Object(
  {
    vin: Vin,
    workspace_id: Type.Optional(Id),
    part_type: Enum(PartType),
    serial: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' }),
    ...editable,
  },
  { additionalProperties: false },
);
export type CreateClaimBody = Static<typeof CreateClaimBody>;
export const UpdateClaimBody = Type.Object(editable, { additionalProperties: false, minProperties: 1 });
export type UpdateClaimBody = Static<typeof UpdateClaimBody>;

export const DealerActionBody = Type.Object(
  { action: Enum(DealerClaimAction), comment: Type.Optional(Comment) },
  { additionalProperties: false },
);
export const ClaimReviewBody = Type.Object(
  { decision: Enum(ClaimDecision), comment: Type.Optional(Comment) },
  { additionalProperties: false },
);
export const CommentBody = Type.Object(
  { comment: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);

export const ClaimListQuery = Type.Object(
  { status: Type.Optional(Enum(ClaimStatus)), vin: Type.Optional(Vin), ...Paging },
  { additionalProperties: false },
);
export const ClaimQueueQuery = Type.Object(
  {
    status: Type.Optional(Enum(ClaimStatus, { description: 'default: submitted and resubmitted' })),
    bike_shop_id: Type.Optional(Id),
    brand_id: Type.Optional(Id),
    older_than_days: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 3650, description: 'submitted at least this many days ago' }),
    ),
    ...Paging,
  },
  { additionalProperties: false },
);
export type ClaimFilter = Static<typeof ClaimQueueQuery> & Static<typeof ClaimListQuery>;

const ClaimEventSchema = Type.Object({
  from_status: OrNull(Enum(ClaimStatus)),
  to_status: OrNull(Enum(ClaimStatus, { description: 'null: a comment without a status change' })),
  comment: Type.String(),
  actor_email: Type.String(),
  created_at: When,
});

const ClaimComponentSchema = Type.Object({
  part_type: Type.String(),
  serial: Type.String(),
  part_spec_code: Type.String(),
  part_spec_name: Type.String(),
  firmware_version: Type.String(),
  hardware_version: Type.String(),
  source: Type.Union([Type.Literal('reading'), Type.Literal('registration')]),
});

export const ClaimSchema = Type.Object({
  id: Type.Integer(),
  status: Enum(ClaimStatus),
  vin: Type.String(),
  bike_model: Type.String(),
  brand_id: Type.Integer(),
  brand_name: Type.String(),
  bike_shop_id: Type.Integer(),
  bike_shop_name: Type.String(),
  workspace_id: OrNull(Type.Integer()),
  component: ClaimComponentSchema,
  description: Type.String(),
  labour_minutes: Type.Integer(),
  parts_needed: Type.Array(Type.Object({ part_spec_code: Type.String(), quantity: Type.Integer() })),
  warranty_start: OrNull(When),
  warranty_end: OrNull(When),
  in_warranty: Type.Boolean(),
  goodwill_reason: Type.String(),
  decision_comment: Type.String(),
  decided_by: OrNull(Type.String({ description: 'e-mail of the reviewer who decided' })),
  decided_at: OrNull(When),
  image_ids: Type.Array(Type.String()),
  created_by: Type.String({ description: 'e-mail of the dealer who filed the claim' }),
  created_at: When,
  updated_at: When,
  submitted_at: OrNull(When),
  history: Type.Optional(Type.Array(ClaimEventSchema)),
  evidence: Type.Optional(
    Type.Union([SnapshotSchema, Type.Null()], {
      description: 'detail only: the workspace as read when the claim was filed or (re)submitted',
    }),
  ),
  diagnosis: Type.Optional(OrNull(DiagnosisSchema)),
  recording: Type.Optional(
    Type.Union([RecordingSchema, Type.Null()], {
      description: 'detail only: the attached live-data recording',
    }),
  ),
});
export type ClaimView = Static<typeof ClaimSchema>;
