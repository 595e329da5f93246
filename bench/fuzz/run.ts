// Fuzzes a running product (`npm start`) from its OpenAPI documents, any number of requests, with a
// seed: the same seed sends the same requests. Prints how many ran and every answer that broke the
// rules (a 5xx, or an error without a catalogue code).
//   npx tsx bench/fuzz/run.ts --seed 1 --count 20000 [--url http://localhost:8080] [--bridge http://127.0.0.1:3008]
import { parseArgs } from 'node:util';
import { BridgeErrorCatalogue, ServerErrorCatalogue } from '@dealer/contracts';
import { fuzzDocument, operationsOf, type FuzzRequest, type OpenApiDocument } from '@dealer/openapi-fuzz';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    count: { type: 'string', default: '5000' },
    url: { type: 'string', default: 'http://localhost:8080' },
    bridge: { type: 'string' },
    user: { type: 'string', default: 'dealer@example.com' },
    password: { type: 'string', default: 'demo1234' },
  },
});
const seed = Number(values.seed);
const count = Number(values.count);

async function send(base: string, r: FuzzRequest) {
  const res = await fetch(`${base}${r.url}`, {
    method: r.method,
    headers: r.headers,
    ...(r.payload !== undefined ? { body: r.payload } : {}),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: await res.text() };
}

async function run(
  name: string,
  base: string,
  docPath: string,
  headers: Record<string, string>,
  catalogue: object,
  expected5xx?: (code: unknown) => boolean,
) {
  const doc = (await (await fetch(`${base}${docPath}`)).json()) as OpenApiDocument;
  const perOperation = Math.max(1, Math.ceil(count / operationsOf(doc).length));
  const started = Date.now();
  const report = await fuzzDocument(doc, (r) => send(base, r), {
    seed,
    perOperation,
    headers: () => headers,
    isCatalogueCode: (code) => typeof code === 'number' && code in catalogue,
    ...(expected5xx ? { isExpected5xx: expected5xx } : {}),
  });
  const alive = (await fetch(`${base}${docPath}`)).ok;
  console.log(
    `${name}: ${report.requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${seed}), ${report.failures.length} broke the rules, answering afterwards: ${alive}`,
  );
  for (const failure of report.failures) console.log(`  ${failure}`);
  return report.failures.length === 0 && alive;
}

const login = await fetch(`${values.url}/api/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: values.user, password: values.password }),
});
const token = ((await login.json()) as { result?: { access_token?: string } }).result?.access_token;
if (!token) throw new Error(`cannot sign in as ${values.user} at ${values.url} (is the product running?)`);
let ok = await run(
  'API',
  values.url,
  '/api/openapi.json',
  { authorization: `Bearer ${token}` },
  ServerErrorCatalogue,
);
if (values.bridge)
  ok =
    (await run(
      'bridge',
      values.bridge,
      '/openapi.json',
      { origin: values.url },
      BridgeErrorCatalogue,
      (c) => typeof c === 'number' && c >= 300000 && c < 400000,
    )) && ok;
process.exit(ok ? 0 : 1);
