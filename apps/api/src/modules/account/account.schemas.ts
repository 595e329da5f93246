// Account calls (calls-spec.md §7 "Account"): the signed-in user's role attributes and shop.
import { Type } from 'typebox';
import { AccountRole } from '@dealer/contracts';
import { BikeShop, BikeShopFields } from '../bike-shop/bike-shop.schemas.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

const ServiceCenter = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  region_id: Type.Integer(),
  country_code: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
});

const AccountDetail = Type.Object({
  role: Type.Enum(AccountRole),
  first_name: Type.String(),
  last_name: Type.String(),
  phone_number: Type.String(),
  job_title: Type.String(),
  service_region_ids: Type.Array(Type.Integer()),
  bike_shop: Type.Union([BikeShop, Type.Null()], {
    description: "The dealer's shop; null for a service center",
  }),
  service_center: Type.Union([ServiceCenter, Type.Null()], {
    description: "A service center's own center; for a dealer, the center looking after the shop",
  }),
});

export const JoinRequest = Type.Object({
  id: Type.Integer(),
  bike_shop_id: Type.Integer(),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('approved'),
    Type.Literal('rejected'),
    Type.Literal('withdrawn'),
  ]),
  first_name: Type.String(),
  last_name: Type.String(),
  phone_number: Type.String(),
  job_title: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  email: Type.Optional(Type.String({ description: "The requester's e-mail (in the shop's list)" })),
});

export const AccountInfo = Type.Object({
  username: Type.String(),
  email: Type.String(),
  detail: Type.Union([AccountDetail, Type.Null()], {
    description: 'null: no account attributes yet (the portal sends the user to account setup)',
  }),
  join_request: Type.Union(
    [
      Type.Object({
        ...JoinRequest.properties,
        bike_shop_name: Type.String(),
        bike_shop_city: Type.String(),
      }),
      Type.Null(),
    ],
    { description: "Before setup: the dealer's latest request to join a shop, open or turned down" },
  ),
  service_center_assignment: Type.Union(
    [
      Type.Object({ service_center: ServiceCenter, service_region_ids: Type.Array(Type.Integer()) }),
      Type.Null(),
    ],
    { description: 'Before setup: the service center and regions an operator assigned to the user' },
  ),
});

export const JoinRequestParams = Type.Object({ id: Id, request_id: Id });

const Person = {
  first_name: Type.String({ minLength: 1, maxLength: 100 }),
  last_name: Type.String({ minLength: 1, maxLength: 100 }),
  phone_number: Type.String({
    minLength: 1,
    maxLength: 40,
    description: "With country prefix, or national in the shop's / center's country; malformed → 400702",
  }),
  job_title: Type.String({ minLength: 1, maxLength: 100 }),
};

export const NewBikeShopBody = Type.Object(
  {
    ...BikeShopFields,
    service_center_id: Type.Optional(
      Type.Union([Id, Type.Null()], { description: 'Default: the first service center of the region' }),
    ),
  },
  { additionalProperties: false },
);

export const CreateDealerBody = Type.Object(
  {
    ...Person,
    bike_shop_id: Type.Optional(Type.Union([Id, Type.Null()], { description: 'Join this existing shop …' })),
    bike_shop: Type.Optional(
      Type.Union([NewBikeShopBody, Type.Null()], {
        description: '… or register a new one (exactly one of the two)',
      }),
    ),
  },
  { additionalProperties: false },
);

export const UpdateDealerBody = Type.Partial(Type.Object(Person), {
  additionalProperties: false,
  minProperties: 1,
});

const assigned =
  'Assigned by an operator (npm run permissions … --center --regions): may repeat the assignment, any other value → 403000';
const ServiceCenterFields = {
  ...Person,
  service_center_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: assigned })),
  service_region_ids: Type.Optional(
    Type.Array(Id, { minItems: 1, maxItems: 50, uniqueItems: true, description: assigned }),
  ),
};

export const CreateServiceCenterBody = Type.Object(ServiceCenterFields, { additionalProperties: false });
export const UpdateServiceCenterBody = Type.Partial(Type.Object(ServiceCenterFields), {
  additionalProperties: false,
  minProperties: 1,
});

export const UpdateBikeShopBody = Type.Partial(
  Type.Object({ ...BikeShopFields, service_center_id: Type.Union([Id, Type.Null()]) }),
  { additionalProperties: false, minProperties: 1 },
);

export const ShopIdParams = Type.Object({ id: Id });
