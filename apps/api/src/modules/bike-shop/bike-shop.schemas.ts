// A bike shop as the API shows it (account detail, shop lookup, shop update).
import { Type } from 'typebox';

export const BikeShop = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  postal_code: Type.String(),
  phone_number: Type.String({ description: 'E.164 for numbers entered through the API' }),
  address: Type.String(),
  city: Type.String(),
  country_code: Type.String({ description: 'ISO 3166-1 alpha-2' }),
  region_id: Type.Integer(),
  service_center_id: Type.Union([Type.Integer(), Type.Null()]),
  email: Type.String(),
});

/** Writable fields of a shop (all required on create; PATCH takes any non-empty subset). */
export const BikeShopFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  postal_code: Type.String({ minLength: 1, maxLength: 20 }),
  phone_number: Type.String({
    minLength: 1,
    maxLength: 40,
    description: "With country prefix, or national in the shop's country",
  }),
  address: Type.String({ minLength: 1, maxLength: 300 }),
  city: Type.String({ minLength: 1, maxLength: 120 }),
  country_code: Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2' }),
  region_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  email: Type.String({ format: 'email', maxLength: 320 }),
};

export const PostalCodeParams = Type.Object({ postal_code: Type.String({ minLength: 1, maxLength: 20 }) });
export const ShopLookupQuery = Type.Object({
  phone_number: Type.Optional(
    Type.String({ minLength: 1, maxLength: 40, description: "The shop's phone number; compared in E.164" }),
  ),
});
