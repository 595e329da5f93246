// Request and response schemas of the case-management calls.
import { Type, type Static } from 'typebox';
import { CaseStatus, CaseType, PartType } from '@dealer/contracts';
import { Enum, Paging } from '../../lib/schema.ts';
import { SnapshotSchema } from '../report/report.schemas.ts';
import { ReviewDecision } from './case-status.ts';

export const Vin = Type.String({ minLength: 5, maxLength: 32, pattern: '^[A-Za-z0-9-]+$' });
const ShopId = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Comment = Type.String({ maxLength: 2000 });
const ImageId = Type.String({ format: 'uuid' });

const CaseComponent = Type.Object(
  {
    part_type: Enum(PartType),
    barcode: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' }),
  },
  { additionalProperties: false },
);

const common = {
  vin: Vin,
  bike_shop_id: ShopId,
  image_ids: Type.Optional(Type.Array(ImageId, { maxItems: 10, uniqueItems: true })),
  comment: Type.Optional(Comment),
};

export const PostBundleBody = Type.Object(
  {
    ...common,
    workspace_id: Type.Optional(ShopId),
    components: Type.Array(CaseComponent, { minItems: 1, maxItems: 30 }),
  },
  { additionalProperties: false },
);
export const VerifyWorkspaceBody = Type.Object(
  { ...common, workspace_id: ShopId, components: Type.Optional(Type.Array(CaseComponent, { maxItems: 30 })) },
  { additionalProperties: false },
);
export type CreateCaseBody = Static<typeof PostBundleBody> | Static<typeof VerifyWorkspaceBody>;

export const LatestQuery = Type.Object({ vin: Vin, bike_shop_id: ShopId }, { additionalProperties: false });

export const ListQuery = Type.Object(
  {
    status: Type.Optional(Enum(CaseStatus)),
    case_type: Type.Optional(Enum(CaseType)),
    vin: Type.Optional(Vin),
    ...Paging,
  },
  { additionalProperties: false },
);
export type ListQuery = Static<typeof ListQuery>;

export const StatusBody = Type.Object(
  {
    status: Type.Union([Type.Literal('canceled'), Type.Literal('completed')]),
    comment: Type.Optional(Comment),
  },
  { additionalProperties: false },
);
export const ReviewBody = Type.Object(
  { decision: Enum(ReviewDecision), comment: Type.Optional(Comment) },
  { additionalProperties: false },
);

const CaseEventSchema = Type.Object({
  from_status: Type.Union([Enum(CaseStatus), Type.Null()]),
  to_status: Enum(CaseStatus),
  comment: Type.String(),
  actor_email: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

export const CaseSchema = Type.Object({
  id: Type.Integer(),
  case_type: Enum(CaseType),
  status: Enum(CaseStatus),
  vin: Type.String(),
  bike_shop_id: Type.Integer(),
  bike_shop_name: Type.String(),
  workspace_id: Type.Union([Type.Integer(), Type.Null()]),
  components: Type.Array(Type.Object({ part_type: Type.String(), barcode: Type.String() })),
  comment: Type.String(),
  review_comment: Type.String(),
  image_ids: Type.Array(Type.String()),
  created_by: Type.String({ description: 'e-mail of the dealer who opened the case' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  reviewed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  history: Type.Optional(Type.Array(CaseEventSchema)),
  workspace_snapshot: Type.Optional(
    Type.Union([SnapshotSchema, Type.Null()], {
      description:
        'detail only: the cited workspace (components, error codes, open tasks) when the case was submitted',
    }),
  ),
});
export type CaseView = Static<typeof CaseSchema>;

export const ImageSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  url: Type.String({ description: 'GET it with the same Authorization header' }),
  content_type: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
});
