// The authorization walk's parts (authorization-walk.test.ts, and the new-route recipe's check): the
// identities that must not reach a shop's objects, one call per operation that names one of them, and
// the calls' answers judged.
import { PORTAL_VERSION, PORTAL_VERSION_HEADER, SESSION_TOKEN_HEADER } from '@dealer/contracts';
import { operationsOf, sample, type OpenApiDocument } from '@dealer/openapi-fuzz';
import type { TestApi } from './test-api.ts';
import { DemoAccounts } from '../db/seed/foundation.seed.ts';
import { createUser, SERVICE_CENTER_SET } from '../identity/identity.testing.ts';
import { assignServiceCenter } from '../modules/account/service-center-assignment.service.ts';
import type { ShopObjects } from './shop-objects.ts';
import { FITTING_QUERY, isListOperation, ownedPathValue, ownedValues, UNOWNED_PATHS } from './owned-ids.ts';

export type Call = { method: string; path: string; url: string; payload?: unknown };
type Headers = Record<string, string>;

/** Who must not reach the shop: no token, no permission, no account attributes, another shop, another region. */
export async function outsiders(api: TestApi, shop: ShopObjects): Promise<Record<string, Headers>> {
  const usCenter = await createUser(api.database.db, { permissionSetId: SERVICE_CENTER_SET });
  await assignServiceCenter(api.database.db, usCenter.email, { serviceCenterId: 3, serviceRegionIds: [5] });
  const setUp = await api.app.inject({
    method: 'POST',
    url: '/api/account/service_center',
    headers: await api.auth(usCenter.email),
    payload: {
      first_name: 'Uma',
      last_name: 'West',
      phone_number: '+1 503 555 0111',
      job_title: 'Support',
    },
  });
  if (setUp.statusCode !== 200) throw new Error(`service center set-up: ${setUp.body}`);
  const version = { [PORTAL_VERSION_HEADER]: PORTAL_VERSION, [SESSION_TOKEN_HEADER]: shop.sessionToken };
  const identities: Record<string, Headers> = { 'no token': version };
  for (const [name, email] of [
    ['no permission', DemoAccounts.noPermission],
    ['no account attributes', DemoAccounts.newShop],
    ['another shop', DemoAccounts.otherDealer],
    ['service center of another region', usCenter.email],
  ] as const)
    identities[name] = { ...(await api.auth(email)), ...version };
  return identities;
}

export const send = (api: TestApi, call: Call, headers: Headers) =>
  api.app.inject({
    method: call.method as 'GET',
    url: call.url,
    headers: call.payload !== undefined ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(call.payload !== undefined ? { payload: JSON.stringify(call.payload) } : {}),
    remoteAddress: '10.66.0.1',
  });

/**
 * Each call as each identity: what reached the shop (a success that is not a list, or a list that
 * shows one of the shop's canaries), a server error, or a refusal without a catalogue code.
 */
export async function leaksOf(
  api: TestApi,
  shop: ShopObjects,
  calls: Call[],
  identities: Record<string, Headers>,
): Promise<{ leaks: string[]; refused: number }> {
  const canaries = [
    shop.vin,
    'Velo Werkstatt Berlin',
    shop.part.barcode,
    shop.reportPublicId,
    shop.claimImageId,
  ];
  const leaks: string[] = [];
  let refused = 0;
  for (const call of calls) {
    for (const [who, headers] of Object.entries(identities)) {
      const res = await send(api, call, headers);
      const where = `${who}: ${call.method} ${call.url} → ${res.statusCode}`;
      if (res.statusCode >= 500) leaks.push(`${where} (server error)`);
      else if (res.statusCode < 300) {
        const reached = canaries.find((c) => res.body.includes(c));
        if (!isListOperation(call.method, call.path) || reached) leaks.push(`${where} ${reached ?? ''}`);
      } else {
        refused += 1;
        if (res.json<{ code?: number }>().code === undefined) leaks.push(`${where} (no catalogue code)`);
      }
    }
  }
  return { leaks, refused };
}

/** One call per operation that names something the shop owns, with the shop's ids filled in. */
export function walkCalls(doc: OpenApiDocument, shop: ShopObjects): Call[] {
  return operationsOf(doc).flatMap(({ method, path, op }, i) => {
    if (UNOWNED_PATHS.some((p) => p.test(path))) return [];
    const params = op.parameters ?? [];
    let owned = false;
    let url = path;
    for (const p of params.filter((x) => x.in === 'path')) {
      const value = ownedPathValue(path, p.name, shop);
      if (value === undefined) return [];
      owned = true;
      url = url.replace(`{${p.name}}`, encodeURIComponent(value));
    }
    const query = new URLSearchParams();
    for (const p of params.filter((x) => x.in === 'query')) {
      const mine = ownedValues(path, shop)[p.name];
      if (mine !== undefined) {
        owned = true;
        query.set(p.name, typeof mine === 'string' ? mine : JSON.stringify(mine));
      } else if (p.required) query.set(p.name, FITTING_QUERY[p.name] ?? String(sample(p.schema, doc, 7 + i)));
    }
    const bodySchema = op.requestBody?.content?.['application/json']?.schema;
    let payload: unknown;
    if (bodySchema) {
      const sampled = sample(bodySchema, doc, 7 + i);
      const body = sampled && typeof sampled === 'object' ? (sampled as Record<string, unknown>) : {};
      const fields = (bodySchema as { properties?: Record<string, unknown> }).properties ?? {};
      for (const [name, value] of Object.entries(ownedValues(path, shop)))
        if (name in fields) {
          body[name] = value;
          owned = true;
        }
      payload = body;
    }
    if (!owned) return [];
    const search = query.toString();
    return [{ method, path, url: `${url}${search ? `?${search}` : ''}`, ...(bodySchema ? { payload } : {}) }];
  });
}
