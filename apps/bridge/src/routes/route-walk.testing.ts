// Walking every bridge call from the bridge's own OpenAPI document (drive-system-walk.test.ts): the
// calls to make, each with a request the call's schemas accept, built from those schemas, so a new
// route is walked without being listed here.
import { moduleIdWithChecksum } from '@dealer/contracts';
import type { FastifyInstance } from 'fastify';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  minLength?: number;
  format?: string;
  pattern?: string;
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface WalkedCall {
  /** "METHOD /path" as the OpenAPI document names it. */
  key: string;
  method: string;
  url: string;
  payload: unknown;
}

/** A module id with the checksum the bridge checks. */
const MODULE_ID = moduleIdWithChecksum('01234567890ABC');

/** Path parameter values that reach the call's own logic rather than a "no such component". */
const PART_FOR: Record<string, string> = {
  '/v2/device/{partType}/battery_information': 'battery',
  '/v2/device/{partType}/real_time_clock': 'hmi',
  '/v2/device/{partType}/module_id': 'controller',
  '/v2/parameter/{partType}/data_array': 'controller',
  '/v2/parameter/{partType}': 'controller',
};

/** A value the schema accepts (the first choice of an enum or union, the smallest number). */
function sampleOf(schema: JsonSchema, name = ''): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sampleOf(schema.anyOf[0]!, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sampleOf(schema.properties![key]!, key);
      // An image source needs one of its optional sources: an inline image (whose signature fails).
      if (schema.properties?.image_base64) out.image_base64 = 'AAAA';
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}, name));
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      if (schema.format === 'date-time') return '2026-03-01T10:00:00.000Z';
      if (schema.format === 'date') return '2026-03-01';
      if (schema.format === 'uri') return 'http://127.0.0.1:9/none.bin';
      if (name === 'module_id') return MODULE_ID;
      if (schema.pattern) {
        // A fixed-length pattern such as a hex digest: that many zeros.
        const zeros = '0'.repeat(Number(/\{(\d+)\}/.exec(schema.pattern)?.[1] ?? 1));
        if (new RegExp(schema.pattern).test(zeros)) return zeros;
      }
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

const isStream = (op: Operation) =>
  Object.values(op.responses ?? {}).some((r) => r.content && 'text/event-stream' in r.content);

/** Every call of the OpenAPI document but the streams (they never end) and the simulator's controls. */
export async function callsToWalk(app: FastifyInstance): Promise<WalkedCall[]> {
  const doc = (
    await app.inject({ method: 'GET', url: '/openapi.json', headers: { host: 'localhost:3008' } })
  ).json<{ paths: Record<string, Record<string, Operation>> }>();
  const calls: WalkedCall[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (path.startsWith('/sim/')) continue;
    for (const [method, op] of Object.entries(operations)) {
      if (isStream(op)) continue;
      let url = path;
      const query = new URLSearchParams();
      for (const p of op.parameters ?? []) {
        const value = p.in === 'path' ? (PART_FOR[path] ?? sampleOf(p.schema)) : sampleOf(p.schema, p.name);
        if (p.in === 'path') url = url.replace(`{${p.name}}`, String(value));
        else if (p.in === 'query' && p.required) query.set(p.name, String(value));
      }
      const body = op.requestBody?.content['application/json']?.schema;
      calls.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        url: query.size ? `${url}?${query.toString()}` : url,
        payload: body ? sampleOf(body) : undefined,
      });
    }
  }
  return calls;
}
