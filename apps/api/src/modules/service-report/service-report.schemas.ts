// Request and response schemas of the service report calls.
import { Type, type Static } from 'typebox';
import { RecordingSchema } from '../../lib/live-recording.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const When = Type.String({ format: 'date-time' });
const IdList = Type.Array(Id, { maxItems: 500, uniqueItems: true });

export const CreateReportBody = Type.Object(
  {
    workspace_id: Id,
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    summary: Type.Optional(Type.String({ maxLength: 4000 })),
    activity_ids: Type.Optional(IdList),
    task_ids: Type.Optional(IdList),
    recording: Type.Optional(
      Type.Union([RecordingSchema, Type.Null()], {
        description: 'attach a live-data recording; null removes it',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateReportBody = Static<typeof CreateReportBody>;

export const UpdateReportBody = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    summary: Type.Optional(Type.String({ maxLength: 4000 })),
    activity_ids: Type.Optional(IdList),
    task_ids: Type.Optional(IdList),
    recording: Type.Optional(
      Type.Union([RecordingSchema, Type.Null()], {
        description: 'attach a live-data recording; null removes it',
      }),
    ),
  },
  { additionalProperties: false },
);
export type UpdateReportBody = Static<typeof UpdateReportBody>;

export const PublicIdParam = Type.Object({
  public_id: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});

const Comment = Type.Object({ body: Type.String(), author: Type.String(), created_at: When });

export const ReportContent = Type.Object({
  bike: Type.Object({
    vin: Type.String(),
    frame_number: Type.String(),
    model: Type.String(),
    brand: Type.String(),
  }),
  shop: Type.Object({ id: Type.Integer(), name: Type.String() }),
  workspace: Type.Object({
    id: Type.Integer(),
    created_at: When,
    health_score: Type.Union([Type.Integer(), Type.Null()]),
  }),
  tasks: Type.Array(
    Type.Object({
      id: Type.Integer(),
      task_type: Type.String(),
      level: Type.String(),
      part_type: Type.Union([Type.String(), Type.Null()]),
      status: Type.String(),
      codes: Type.Array(Type.String(), { description: 'fault codes the task is about (0x…)' }),
      comments: Type.Array(Comment),
    }),
  ),
  activities: Type.Array(
    Type.Object({
      id: Type.Integer(),
      kind: Type.String(),
      part_type: Type.Union([Type.String(), Type.Null()]),
      success: Type.Boolean(),
      codes: Type.Array(Type.String(), { description: 'fault codes the activity concerns (0x…)' }),
      technician: Type.String(),
      created_at: When,
      comments: Type.Array(Comment),
    }),
  ),
});
export type ReportContent = Static<typeof ReportContent>;

export const ServiceReportSchema = Type.Object({
  id: Type.Integer(),
  public_id: Type.Union([Type.String(), Type.Null()], {
    description: 'set when published; the address of the published report',
  }),
  status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
  workspace_id: Type.Integer(),
  vin: Type.String(),
  bike_shop_id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  activity_ids: Type.Array(Type.Integer()),
  task_ids: Type.Array(Type.Integer()),
  content: ReportContent,
  recording: Type.Union([RecordingSchema, Type.Null()], { description: 'the attached live-data recording' }),
  created_by: Type.String({ description: 'e-mail of the technician' }),
  created_at: When,
  updated_at: When,
  published_at: Type.Union([When, Type.Null()]),
});
export type ServiceReportView = Static<typeof ServiceReportSchema>;

/** What the workspace offers to compose from (the composer's pick list). */
export const ComposeSourceSchema = Type.Object({
  workspace_id: Type.Integer(),
  content: ReportContent,
  reports: Type.Array(
    Type.Object({
      id: Type.Integer(),
      status: Type.String(),
      public_id: Type.Union([Type.String(), Type.Null()]),
      title: Type.String(),
      updated_at: When,
    }),
  ),
});
