// Full-diagnosis results kept per bike: what the service tool posts after a run and reads back.
import { Type, type Static } from 'typebox';
import { DiagnosisStatus } from '@dealer/contracts';
import { Enum, Paging } from '../../lib/schema.ts';

const When = Type.String({ format: 'date-time' });

const Finding = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 120, description: 'the message key of the finding' }),
    vars: Type.Optional(
      Type.Record(
        Type.String({ maxLength: 40 }),
        Type.Union([Type.String({ maxLength: 200 }), Type.Number()]),
        {
          maxProperties: 20,
        },
      ),
    ),
    status: Enum(DiagnosisStatus),
  },
  { additionalProperties: false },
);

const Stage = Type.Object(
  {
    stage: Type.String({ minLength: 1, maxLength: 40 }),
    status: Enum(DiagnosisStatus),
    findings: Type.Array(Finding, { maxItems: 100 }),
  },
  { additionalProperties: false },
);

export const PostDiagnosisBody = Type.Object(
  {
    workspace_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    performed_at: When,
    status: Enum(DiagnosisStatus, { description: 'the worst stage result' }),
    health_score: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()]),
    health_band: Type.Union([Type.String({ maxLength: 20 }), Type.Null()]),
    stages: Type.Array(Stage, { minItems: 1, maxItems: 12 }),
  },
  { additionalProperties: false },
);
export type PostDiagnosisBody = Static<typeof PostDiagnosisBody>;

export const DiagnosisRunSchema = Type.Object({
  id: Type.Integer(),
  vin: Type.String(),
  bike_shop_name: Type.String(),
  workspace_id: Type.Union([Type.Integer(), Type.Null()]),
  performed_at: When,
  status: Enum(DiagnosisStatus),
  health_score: Type.Union([Type.Integer(), Type.Null()]),
  health_band: Type.Union([Type.String(), Type.Null()]),
  stages: Type.Array(Stage),
  technician: Type.String({ description: 'e-mail of who ran it' }),
});
export type DiagnosisRunView = Static<typeof DiagnosisRunSchema>;

export const ListDiagnosesQuery = Type.Object({ ...Paging }, { additionalProperties: false });
