// Request and response schemas of the service book calls.
import { Type, type Static } from 'typebox';
import { ServiceBookStatus } from '@dealer/contracts';
import { Paging } from '../../lib/schema.ts';
import { Vin } from '../case/case.schemas.ts';
import { Enum } from '../../lib/schema.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const CreateEntryBody = Type.Object(
  {
    vin: Vin,
    title: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.Optional(Type.String({ maxLength: 4000 })),
    status: Type.Optional(Enum(ServiceBookStatus)),
    performed_at: Type.Optional(
      Type.String({
        format: 'date-time',
        description: 'when the work was done; defaults to now for status done',
      }),
    ),
    workspace_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type CreateEntryBody = Static<typeof CreateEntryBody>;

export const MarkDoneBody = Type.Object(
  { status: Type.Literal('done'), performed_at: Type.Optional(Type.String({ format: 'date-time' })) },
  { additionalProperties: false },
);

export const ListEntriesQuery = Type.Object(
  { vin: Type.Optional(Vin), ...Paging },
  { additionalProperties: false },
);

export const EntrySchema = Type.Object({
  id: Type.Integer(),
  vin: Type.String(),
  bike_shop_id: Type.Integer(),
  bike_shop_name: Type.String(),
  workspace_id: Type.Union([Type.Integer(), Type.Null()]),
  title: Type.String(),
  description: Type.String(),
  status: Enum(ServiceBookStatus),
  performed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_by: Type.String({ description: 'e-mail of the technician' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type EntryView = Static<typeof EntrySchema>;
