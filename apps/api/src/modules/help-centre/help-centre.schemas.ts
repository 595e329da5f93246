// Request schemas of the /zendesk/* calls (response shapes are in help-centre.types.ts).
import { Type, type Static } from 'typebox';
import { Enum } from '../../lib/schema.ts';
import { Locale } from './help-centre.types.ts';

/** Help-centre ids are Zendesk-sized (14 digits), beyond 32 bits. */
export const BigIdParam = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

export const OptionalLanguage = Type.Object(
  { language: Type.Optional(Locale) },
  { additionalProperties: false },
);
const BrandId = Type.Optional(
  Type.Integer({
    minimum: 1,
    maximum: 2147483647,
    description: 'the bike’s brand: brand-specific articles (label brand:<id>) of other brands are left out',
  }),
);
export const ArticleListQuery = Type.Object(
  { language: Type.Optional(Locale), brand_id: BrandId },
  { additionalProperties: false },
);
export const SectionArticleQuery = Type.Object(
  { language: Locale, brand_id: BrandId },
  { additionalProperties: false },
);
export const SectionQuery = Type.Object(
  {
    language: Type.Optional(Locale),
    category_id: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  },
  { additionalProperties: false },
);
export const SearchQuery = Type.Object(
  {
    query: Type.String({ minLength: 1, maxLength: 200 }),
    language: Type.Optional(Locale),
    brand_id: BrandId,
  },
  { additionalProperties: false },
);
export const MediaQuery = Type.Object(
  { img_url: Type.String({ minLength: 1, maxLength: 2048 }) },
  { additionalProperties: false },
);

const IssueCategory = [
  'error_code',
  'firmware_update',
  'part_replacement',
  'connection',
  'warranty',
  'portal_account',
  'other',
] as const;

export const TicketBody = Type.Object(
  {
    service_center_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    country: Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2' }),
    brand_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    region_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    bike_model: Type.String({ maxLength: 120 }),
    frame_number: Type.String({ maxLength: 64 }),
    issue_category: Enum(IssueCategory),
    message: Type.String({ minLength: 1, maxLength: 5000 }),
    diagnostic: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), {
        description: 'workspace diagnostic snapshot, attached to the mail as JSON',
      }),
    ),
  },
  { additionalProperties: false },
);
export type TicketBody = Static<typeof TicketBody>;

export const TicketSchema = Type.Object({
  id: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  mailed_to: Type.String(),
  external_id: Type.Union([Type.String(), Type.Null()]),
});
