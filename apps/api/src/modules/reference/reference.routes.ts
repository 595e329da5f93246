// Enumeration lookups (calls-spec.md "Enumeration lookups"): read-only reference lists.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/schema.ts';
import { keptResults } from '../../lib/kept-answer.ts';
import { listBrands, listCountries, listRegions, listServiceCenters } from './reference.repository.ts';

const Brand = Type.Object({ id: Type.Integer(), name: Type.String() });
const Country = Type.Object({ code: Type.String(), name: Type.String() });
const PhoneCode = Type.Object({
  country_code: Type.String(),
  name: Type.String(),
  calling_code: Type.String(),
});
const Region = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
const ServiceCenter = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  region_id: Type.Integer(),
  country_code: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
});

/**
 * Reference lists are kept in memory for as long as the reference-data version stays the same (the
 * database bumps it on every change and tells every API process: db/cache-versions.ts); while the
 * version is unknown they are read again at most every RETRY_MS.
 */
function cachedFor<T>(version: () => number | undefined, load: () => Promise<T>): Cached<T> {
  let value: { data: Promise<T>; version: number | undefined; at: number; loaded?: T } | undefined;
  const current = () => {
    const now = version();
    if (!value || value.version !== now || (now === undefined && Date.now() - value.at > RETRY_MS)) {
      // Drizzle query builders are lazy thenables that run again on every await; adopting one into
      // a real Promise runs it once.
      const data = Promise.resolve().then(load);
      const entry: NonNullable<typeof value> = { data, version: now, at: Date.now() };
      value = entry;
      data.then(
        (loaded) => {
          entry.loaded = loaded;
        },
        () => {
          if (value === entry) value = undefined; // never keep a failure
        },
      );
    }
    return value;
  };
  const cached = () => current().data;
  // A list already loaded for the current version, without a promise (nearly every call).
  cached.kept = () => current().loaded;
  return cached;
}

interface Cached<T> {
  (): Promise<T>;
  kept(): T | undefined;
}

const RETRY_MS = 5_000;

export const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, cacheVersions } = app.ctx;
  const version = () => cacheVersions.referenceVersion;
  const allBrands = cachedFor(version, () => listBrands(db));
  const allCountries = cachedFor(version, () => listCountries(db));
  const allRegions = cachedFor(version, () => listRegions(db));
  const allCenters = cachedFor(version, () => listServiceCenters(db));
  const common = { tags: ['enumeration'], security: [{ bearer: [] }] };
  const brandAnswer = keptResults();

  app.get(
    '/brand',
    {
      config: { access: 'get_enumeration', referenceData: true },
      schema: { ...common, summary: 'Brands', response: { 200: ok(Type.Array(Brand)) } },
    },
    (_request, reply) => {
      // Answered at once when the list is kept: no promise for the hottest read there is.
      const kept = allBrands.kept();
      if (kept) {
        brandAnswer(reply, kept);
        return;
      }
      return allBrands().then((list) => {
        brandAnswer(reply, list);
      });
    },
  );

  app.get(
    '/country',
    {
      config: { access: 'get_enumeration', referenceData: true },
      schema: { ...common, summary: 'ISO 3166 countries', response: { 200: ok(Type.Array(Country)) } },
    },
    async () => ({
      result: (await allCountries()).map((c) => ({ code: c.code, name: c.name })),
    }),
  );

  app.get(
    '/phone_number',
    {
      config: { access: 'get_enumeration', referenceData: true },
      schema: {
        ...common,
        summary: 'Calling codes per country',
        response: { 200: ok(Type.Array(PhoneCode)) },
      },
    },
    async () => ({
      result: (await allCountries()).map((c) => ({
        country_code: c.code,
        name: c.name,
        calling_code: c.callingCode,
      })),
    }),
  );

  app.get(
    '/region',
    {
      config: { access: 'get_enumeration', referenceData: true },
      schema: { ...common, summary: 'Regions', response: { 200: ok(Type.Array(Region)) } },
    },
    async () => ({
      result: await allRegions(),
    }),
  );

  app.get(
    '/service_center',
    {
      config: { access: 'get_enumeration', referenceData: true },
      schema: { ...common, summary: 'Service centers', response: { 200: ok(Type.Array(ServiceCenter)) } },
    },
    async () => ({
      result: (await allCenters()).map((s) => ({
        id: s.id,
        name: s.name,
        region_id: s.regionId,
        country_code: s.countryCode,
        email: s.email,
        phone_number: s.phoneNumber,
      })),
    }),
  );
};
