// Request and response schemas of the service book calls.
import { Type, type Static } from 'typebox';
import { ServiceBookStatus } from '@dealer/contracts';
import { Paging } from '../../lib/schema.ts';
import { Vin } from '../case/case.schemas.ts';
import { Enum } from '../../lib/schema.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const When = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.Integer>>(t: T) => Type.Union([t, Type.Null()]);

export const PartUsed = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    part_number: Type.String({ maxLength: 64, default: '' }),
    quantity: Type.Integer({ minimum: 1, maximum: 1000 }),
  },
  { additionalProperties: false },
);

/** What a job records besides its title and notes. */
const Details = {
  odometer_km: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1_000_000 }))),
  labour_minutes: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100_000 }))),
  technician: Type.Optional(
    Type.String({ maxLength: 200, description: 'who did the work; defaults to the signed-in user' }),
  ),
  parts: Type.Optional(Type.Array(PartUsed, { maxItems: 50 })),
};

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
    ...Details,
  },
  { additionalProperties: false },
);
export type CreateEntryBody = Static<typeof CreateEntryBody>;

/** Mark a pending entry done and/or change its fields; each change keeps the version it replaced. */
export const UpdateEntryBody = Type.Object(
  {
    status: Type.Optional(Type.Literal('done')),
    performed_at: Type.Optional(When),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    description: Type.Optional(Type.String({ maxLength: 4000 })),
    version: Type.Optional(
      Type.Integer({ minimum: 1, description: 'the version being edited; another one → 409800' }),
    ),
    ...Details,
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateEntryBody = Static<typeof UpdateEntryBody>;

export const ListEntriesQuery = Type.Object(
  { vin: Type.Optional(Vin), ...Paging },
  { additionalProperties: false },
);

const EntryFields = {
  title: Type.String(),
  description: Type.String({ description: 'the technician’s notes' }),
  status: Enum(ServiceBookStatus),
  performed_at: Type.Union([When, Type.Null()]),
  odometer_km: Type.Union([Type.Integer(), Type.Null()]),
  labour_minutes: Type.Union([Type.Integer(), Type.Null()]),
  technician: Type.String(),
  parts: Type.Array(PartUsed),
};

export const EntrySchema = Type.Object({
  id: Type.Integer(),
  vin: Type.String(),
  bike_shop_id: Type.Integer(),
  bike_shop_name: Type.String(),
  workspace_id: Type.Union([Type.Integer(), Type.Null()]),
  ...EntryFields,
  version: Type.Integer(),
  created_by: Type.String({ description: 'e-mail of the technician' }),
  created_at: When,
  updated_at: When,
});
export type EntryView = Static<typeof EntrySchema>;

export const EntryVersionSchema = Type.Object({
  version: Type.Integer(),
  changed_by: Type.String({ description: 'e-mail of who replaced this version' }),
  changed_at: When,
  entry: Type.Object(EntryFields),
});
export type EntryVersionView = Static<typeof EntryVersionSchema>;
