// Requests derived from an OpenAPI 3 document, for fuzzing a server: for every operation a valid
// sample (json-schema-faker, seeded) is made hostile by a mutation that fast-check chooses (a field
// of another type, a huge or odd string, NUL, a missing field, an odd path id, broken JSON, a wrong
// content type, an oversize body). The caller sends them and checks the answers.
import fc from 'fast-check';
import { generateSync, type JsonSchema } from 'json-schema-faker';

/** A URL cannot carry an unpaired surrogate (encodeURIComponent throws on it): it becomes U+FFFD in a
 * path, while bodies and queries still carry it raw to test the input-hygiene gate. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What was done to the valid sample, for a readable failure. */
  mutation: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, except server-sent event streams (they never end). */
export function operationsOf(doc: OpenApiDocument): { method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .filter(([, op]) => !Object.values(op.responses ?? {}).some((r) => r.content?.['text/event-stream']))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

const ODD_STRINGS = ['', ' ', '\u0000', 'a\u0000b', '\uD800', 'x'.repeat(70_000), '../../etc/passwd', '%00', '<script>alert(1)</script>',
  "' OR 1=1 --", '9'.repeat(40), '-1', '0', 'NaN', 'null', 'true', '{}', '[]', '😀', '煞車']; // prettier-ignore
const odd = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 3 }),
);
const ODD_IDS = [
  '0',
  '-1',
  '99999999999999999999',
  '1.5',
  'abc',
  '%00',
  '..%2F..',
  '%F0%9F%98%80',
  ' ',
  'null',
];

/** A value valid for `schema` (json-schema-faker, seeded), or undefined when none can be made. */
export function sample(schema: JsonSchema | undefined, doc: OpenApiDocument, seed: number): unknown {
  if (!schema) return undefined;
  try {
    return generateSync(
      { ...(schema as object), components: doc.components },
      {
        seed,
        maxDepth: 4,
        maxItems: 3,
        alwaysFakeOptionals: true,
      },
    );
  } catch {
    return undefined;
  }
}

const stringify = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** `count` requests for one operation, the same for the same seed. */
export function requestsFor(
  doc: OpenApiDocument,
  operation: ReturnType<typeof operationsOf>[number],
  headers: Record<string, string>,
  count: number,
  seed: number,
): FuzzRequest[] {
  const { method, path, op } = operation;
  const params = op.parameters ?? [];
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const mutations = fc.oneof(
    fc.constant({ kind: 'valid' as const }),
    fc.record({ kind: fc.constant('field' as const), value: odd, pick: fc.nat() }),
    fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }),
    fc.record({
      kind: fc.constant('path' as const),
      value: fc.oneof(fc.constantFrom(...ODD_IDS), odd.map(stringify)),
    }),
    fc.record({ kind: fc.constant('query' as const), value: odd, pick: fc.nat() }),
    fc.record({ kind: fc.constant('body' as const), value: odd }),
    fc.constantFrom(
      { kind: 'broken-json' as const },
      { kind: 'wrong-type' as const },
      { kind: 'oversize' as const },
    ),
  );
  return fc.sample(mutations, { seed, numRuns: count }).map((m, i) => {
    const values = Object.fromEntries(params.map((p) => [p.name, sample(p.schema, doc, seed + i)]));
    let body = sample(bodySchema, doc, seed + i);
    if (m.kind === 'path') for (const p of params.filter((x) => x.in === 'path')) values[p.name] = m.value;
    if (m.kind === 'query') {
      const query = params.filter((p) => p.in === 'query');
      const target = query[m.pick % Math.max(query.length, 1)];
      values[target?.name ?? 'fuzz'] = m.value;
    }
    if (
      (m.kind === 'field' || m.kind === 'drop') &&
      body &&
      typeof body === 'object' &&
      !Array.isArray(body)
    ) {
      const keys = Object.keys(body);
      const key = keys[m.pick % Math.max(keys.length, 1)];
      if (key !== undefined) {
        if (m.kind === 'field') (body as Record<string, unknown>)[key] = m.value;
        else delete (body as Record<string, unknown>)[key];
      }
    }
    if (m.kind === 'body') body = m.value;
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(wellFormed(stringify(values[name] ?? 'x'))).slice(0, 4000),
    );
    const query = new URLSearchParams();
    for (const p of params.filter((x) => x.in === 'query'))
      if (values[p.name] !== undefined) query.set(p.name, stringify(values[p.name]).slice(0, 4000));
    if (m.kind === 'query' && !params.some((p) => p.name === 'fuzz' || p.in === 'query'))
      query.set('fuzz', stringify(m.value));
    const request: FuzzRequest = {
      method,
      url: query.size ? `${url}?${query.toString()}` : url,
      headers: { ...headers },
      mutation: JSON.stringify(m).slice(0, 200),
    };
    const sendsBody =
      method !== 'GET' && method !== 'DELETE' && (bodySchema !== undefined || m.kind === 'body');
    if (m.kind === 'broken-json')
      Object.assign(request, {
        payload: '{"a": [1, 2',
        headers: { ...headers, 'content-type': 'application/json' },
      });
    else if (m.kind === 'wrong-type')
      Object.assign(request, { payload: 'a=1&b=2', headers: { ...headers, 'content-type': 'text/plain' } });
    else if (m.kind === 'oversize')
      Object.assign(request, {
        payload: JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { ...headers, 'content-type': 'application/json' },
      });
    else if (sendsBody && body !== undefined)
      Object.assign(request, {
        payload: JSON.stringify(body),
        headers: { ...headers, 'content-type': 'application/json' },
      });
    return request;
  });
}

export interface Answer {
  status: number;
  body: string;
}

export interface FuzzReport {
  requests: number;
  /** Answers that break the rules: a 5xx, or a 4xx without a catalogue code. */
  failures: string[];
}

/** Sends `perOperation` requests for every operation and checks each answer. */
export async function fuzzDocument(
  doc: OpenApiDocument,
  send: (request: FuzzRequest) => Promise<Answer>,
  options: {
    seed: number;
    perOperation: number;
    headers: (i: number) => Record<string, string>;
    isCatalogueCode: (code: unknown) => boolean;
    /** A 5xx that is an answer, not a crash (the bridge's hardware codes: the bike cannot do it). */
    isExpected5xx?: (code: unknown) => boolean;
  },
): Promise<FuzzReport> {
  const report: FuzzReport = { requests: 0, failures: [] };
  for (const [i, operation] of operationsOf(doc).entries()) {
    for (const request of requestsFor(
      doc,
      operation,
      options.headers(i),
      options.perOperation,
      options.seed + i * 1000,
    )) {
      const answer = await send(request);
      report.requests++;
      const where = `${request.method} ${request.url.slice(0, 120)} [${request.mutation}] → ${answer.status}`;
      if (answer.status < 400) continue;
      let code: unknown;
      try {
        code = (JSON.parse(answer.body) as { code?: unknown }).code;
      } catch {
        code = undefined;
      }
      if (answer.status >= 500 && !options.isExpected5xx?.(code))
        report.failures.push(`${where}: ${answer.body.slice(0, 200)}`);
      else if (!options.isCatalogueCode(code))
        report.failures.push(`${where}: no catalogue code in ${answer.body.slice(0, 120)}`);
    }
  }
  return report;
}
