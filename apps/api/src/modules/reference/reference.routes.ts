// Enumeration lookups (calls-spec.md "Enumeration lookups"): read-only reference lists.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { asc } from 'drizzle-orm';
import { ok } from '../../lib/schema.ts';
import { brands, countries, regions, serviceCenters } from '../../db/tables/index.ts';

const Brand = Type.Object({ id: Type.Integer(), name: Type.String() });
const Country = Type.Object({ code: Type.String(), name: Type.String() });
const PhoneCode = Type.Object({ country_code: Type.String(), name: Type.String(), calling_code: Type.String() });
const Region = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
const ServiceCenter = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  region_id: Type.Integer(),
  country_code: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
});

export const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['enumeration'], security: [{ bearer: [] }] };

  app.get('/brand', { config: { access: 'get_enumeration' }, schema: { ...common, summary: 'Brands', response: { 200: ok(Type.Array(Brand)) } } }, async () => ({
    result: await db.select().from(brands).orderBy(asc(brands.id)),
  }));

  app.get('/country', { config: { access: 'get_enumeration' }, schema: { ...common, summary: 'ISO 3166 countries', response: { 200: ok(Type.Array(Country)) } } }, async () => ({
    result: await db.select({ code: countries.code, name: countries.name }).from(countries).orderBy(asc(countries.name)),
  }));

  app.get('/phone_number', { config: { access: 'get_enumeration' }, schema: { ...common, summary: 'Calling codes per country', response: { 200: ok(Type.Array(PhoneCode)) } } }, async () => ({
    result: (await db.select().from(countries).orderBy(asc(countries.name))).map((c) => ({
      country_code: c.code,
      name: c.name,
      calling_code: c.callingCode,
    })),
  }));

  app.get('/region', { config: { access: 'get_enumeration' }, schema: { ...common, summary: 'Regions', response: { 200: ok(Type.Array(Region)) } } }, async () => ({
    result: await db.select().from(regions).orderBy(asc(regions.id)),
  }));

  app.get('/service_center', { config: { access: 'get_enumeration' }, schema: { ...common, summary: 'Service centers', response: { 200: ok(Type.Array(ServiceCenter)) } } }, async () => ({
    result: (await db.select().from(serviceCenters).orderBy(asc(serviceCenters.id))).map((s) => ({
      id: s.id,
      name: s.name,
      region_id: s.regionId,
      country_code: s.countryCode,
      email: s.email,
      phone_number: s.phoneNumber,
    })),
  }));
};
