// What the rider's link shows: the published report without the shop's internals (no technician
// e-mails, no internal ids), and what creating such a link answers.
import { Type, type Static } from 'typebox';

const When = Type.String({ format: 'date-time' });
const Codes = Type.Array(Type.String(), { description: 'fault codes (0x…) the line is about' });

export const RiderTokenBody = Type.Object(
  {
    token: Type.String({
      minLength: 20,
      maxLength: 2048,
      pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$',
    }),
  },
  { additionalProperties: false },
);

export const RiderLinkSchema = Type.Object({
  token: Type.String(),
  path: Type.String({ description: 'the portal address that opens the report for the rider' }),
  url: Type.String({ description: 'the same address, absolute' }),
  expires_at: When,
});
export type RiderLinkView = Static<typeof RiderLinkSchema>;

export const RiderReportSchema = Type.Object({
  public_id: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  published_at: When,
  expires_at: When,
  bike: Type.Object({
    vin: Type.String(),
    frame_number: Type.String(),
    model: Type.String(),
    brand: Type.String(),
  }),
  shop: Type.Object({ name: Type.String() }),
  health_score: Type.Union([Type.Integer(), Type.Null()]),
  tasks: Type.Array(
    Type.Object({
      task_type: Type.String({ description: 'words: the vocabulary of packages/contracts, rider wording' }),
      level: Type.String(),
      part_type: Type.Union([Type.String(), Type.Null()]),
      status: Type.String(),
      codes: Codes,
      notes: Type.Array(Type.String()),
    }),
  ),
  activities: Type.Array(
    Type.Object({
      kind: Type.String(),
      part_type: Type.Union([Type.String(), Type.Null()]),
      success: Type.Boolean(),
      created_at: When,
      codes: Codes,
      notes: Type.Array(Type.String()),
    }),
  ),
});
export type RiderReportView = Static<typeof RiderReportSchema>;
