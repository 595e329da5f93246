// Request and response schemas of the parts-order and order-case calls.
import { Type, type Static } from 'typebox';
import { CaseStatus, OrderCaseKind, OrderStatus } from '@dealer/contracts';
import { Enum, Paging } from '../../lib/schema.ts';
import { ReviewDecision } from '../case/case-status.ts';
import { Comment, PartLineSchema } from '../claim/claim.schemas.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const When = Type.String({ format: 'date-time' });
const OrNull = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const CreateOrderBody = Type.Object(
  {
    claim_id: Type.Optional(Id),
    lines: Type.Array(PartLineSchema, { minItems: 1, maxItems: 20 }),
    note: Type.Optional(Comment),
  },
  { additionalProperties: false },
);
export type CreateOrderBody = Static<typeof CreateOrderBody>;

export const CenterStatusBody = Type.Object(
  {
    status: Enum(['confirmed', 'shipped', 'delivered', 'canceled'] as const),
    tracking_number: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9 ._/-]+$' }),
    ),
    comment: Type.Optional(Comment),
  },
  { additionalProperties: false },
);
export const DealerStatusBody = Type.Object(
  { status: Enum(['canceled', 'delivered'] as const), comment: Type.Optional(Comment) },
  { additionalProperties: false },
);
export const RefundBody = Type.Object(
  {
    amount_cents: Type.Integer({ minimum: 1, maximum: 10_000_000, description: 'euro cents' }),
    reason: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export const OrderCommentBody = Type.Object(
  { comment: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);

export const OrderListQuery = Type.Object(
  {
    status: Type.Optional(Enum(OrderStatus)),
    claim_id: Type.Optional(Id),
    bike_shop_id: Type.Optional(Id),
    ...Paging,
  },
  { additionalProperties: false },
);
export type OrderListQuery = Static<typeof OrderListQuery>;

export const OpenOrderCaseBody = Type.Object(
  {
    kind: Enum(OrderCaseKind),
    description: Type.String({ minLength: 1, maxLength: 4000 }),
    image_ids: Type.Optional(
      Type.Array(Type.String({ format: 'uuid' }), { maxItems: 10, uniqueItems: true }),
    ),
  },
  { additionalProperties: false },
);
export type OpenOrderCaseBody = Static<typeof OpenOrderCaseBody>;
export const OrderCaseReviewBody = Type.Object(
  { decision: Enum(ReviewDecision), comment: Type.Optional(Comment) },
  { additionalProperties: false },
);
export const OrderCaseStatusBody = Type.Object(
  {
    status: Enum(['pending', 'canceled', 'completed'] as const, {
      description: 'pending resubmits a case sent back for revision',
    }),
    comment: Type.Optional(Comment),
  },
  { additionalProperties: false },
);
export const OrderCaseQuery = Type.Object(
  {
    status: Type.Optional(Enum(CaseStatus)),
    bike_shop_id: Type.Optional(Id),
    older_than_days: Type.Optional(Type.Integer({ minimum: 0, maximum: 3650 })),
    ...Paging,
  },
  { additionalProperties: false },
);
export type OrderCaseQuery = Static<typeof OrderCaseQuery>;

export const OrderCaseSchema = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  bike_shop_id: Type.Integer(),
  bike_shop_name: Type.String(),
  kind: Enum(OrderCaseKind),
  status: Enum(CaseStatus),
  description: Type.String(),
  image_ids: Type.Array(Type.String()),
  created_by: Type.String(),
  created_at: When,
  updated_at: When,
});
export type OrderCaseView = Static<typeof OrderCaseSchema>;

const OrderEventSchema = Type.Object({
  kind: Enum(['status', 'comment', 'refund', 'case'] as const),
  order_case_id: OrNull(Type.Integer()),
  from_status: OrNull(Type.String()),
  to_status: OrNull(Type.String()),
  amount_cents: OrNull(Type.Integer()),
  comment: Type.String(),
  actor_email: Type.String(),
  created_at: When,
});

export const OrderSchema = Type.Object({
  id: Type.Integer(),
  status: Enum(OrderStatus),
  bike_shop_id: Type.Integer(),
  bike_shop_name: Type.String(),
  claim_id: OrNull(Type.Integer()),
  lines: Type.Array(
    Type.Object({ part_spec_code: Type.String(), name: Type.String(), quantity: Type.Integer() }),
  ),
  note: Type.String(),
  tracking_number: Type.String(),
  refunded_cents: Type.Integer(),
  created_by: Type.String(),
  created_at: When,
  updated_at: When,
  history: Type.Optional(Type.Array(OrderEventSchema)),
  cases: Type.Optional(Type.Array(OrderCaseSchema)),
});
export type OrderView = Static<typeof OrderSchema>;
