// Resident memory of the API and the system bridge as `npm start` runs them (compiled, plain node,
// default configuration and logging, file-backed embedded database, simulated bike): after start, then
// sampled through --minutes (default 10) of mixed load — authenticated API reads (brand, account, bike,
// service book, help search, home) at --connections, and the bridge read as the service tool reads it
// (basic info, error codes, battery) by one client. Goals: API ≤ 250 MB, bridge ≤ 120 MB, and no growth
// over the second half (growth = last sample − the sample at half time).
//   npx tsx bench/memory/run.ts [--minutes 10] [--connections 16]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DemoFleet } from '@dealer/contracts';
import {
  freePort,
  freshDataDir,
  machineLine,
  root,
  signIn,
  startProduct,
  stopChild,
} from '../lib/product.ts';
import { serverCommand, serverEnvironment } from '../../scripts/build-server.mjs';

const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '10' }, connections: { type: 'string', default: '16' } },
});
const minutes = Number(values.minutes);
const MB = 1024 * 1024;

/** Resident set size of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  if (!line) throw new Error(`no VmRSS for pid ${pid}`);
  return (Number(line[1]) * 1024) / MB;
}

async function startBridge(apiUrl: string) {
  const port = await freePort();
  const [node, ...args] = serverCommand('bridge');
  const child = spawn(node, args, {
    cwd: root,
    env: serverEnvironment({
      ...process.env,
      BRIDGE_PORT: String(port),
      BRIDGE_TRUSTED_JWKS_URL: `${apiUrl}/api/keys/bridge.jwks`,
      BRIDGE_SIM_STATE_DIR: freshDataDir(),
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${url}/openapi.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the bridge did not answer');
}

const api = await startProduct({ DATA_DIR: freshDataDir() });
// The bridge's build, as npm start makes it (the API's was made by startProduct).
const build = spawn(process.execPath, ['scripts/build-server.mjs', '--if-stale', 'bridge'], {
  cwd: root,
  stdio: 'inherit',
});
await new Promise((resolve) => build.on('exit', resolve));
const bridge = await startBridge(api.url);
try {
  const token = await signIn(api.url);
  const auth = { authorization: `Bearer ${token}` };
  const opened = await fetch(`${api.url}/api/workspace/`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ vin: DemoFleet.healthy.vin, bike_shop_id: 1 }),
  });
  if (!opened.ok) throw new Error(`opening a workspace answered ${opened.status}`);
  const { session_token } = ((await opened.json()) as { result: { session_token: string } }).result;
  const bridgeCall = (method: string, p: string, body?: object) =>
    fetch(`${bridge.url}${p}`, {
      method,
      headers: {
        authorization: `Bearer ${session_token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  const connected = await bridgeCall('POST', '/v2/connection', { connection_type: 'cable' });
  if (!connected.ok)
    throw new Error(`connecting the bike answered ${connected.status}: ${await connected.text()}`);

  console.log(machineLine());
  console.log(
    `${minutes} min of mixed load: API reads at ${values.connections} connections, the bridge read by one client`,
  );
  const samples: { t: number; api: number; bridge: number }[] = [];
  const sample = (t: number) =>
    samples.push({ t, api: rssMb(api.child.pid!), bridge: rssMb(bridge.child.pid!) });
  sample(0);
  console.log(
    `after start: API ${samples[0]!.api.toFixed(0)} MB, bridge ${samples[0]!.bridge.toFixed(0)} MB`,
  );

  const end = Date.now() + minutes * 60_000;
  const apiLoad = autocannon({
    url: api.url,
    connections: Number(values.connections),
    duration: minutes * 60,
    headers: auth,
    requests: [
      '/api/brand',
      '/api/account/',
      `/api/bike/${DemoFleet.healthy.vin}`,
      '/api/service_book/?page=1&page_size=20',
      '/api/zendesk/article?query=battery&language=en-us',
      '/api/home/summary',
    ].map((p) => ({ method: 'GET', path: p })),
  });
  let bridgeReads = 0;
  const bridgeLoad = (async () => {
    while (Date.now() < end) {
      for (const p of [
        '/v2/bike/basic_info',
        '/v2/bike/error_codes',
        '/v2/device/battery/battery_information',
      ]) {
        const res = await bridgeCall('GET', p);
        await res.arrayBuffer();
        bridgeReads += 1;
      }
    }
  })();
  const timer = setInterval(() => sample(Math.round((Date.now() - (end - minutes * 60_000)) / 1000)), 10_000);
  const [result] = await Promise.all([apiLoad, bridgeLoad]);
  clearInterval(timer);
  sample(minutes * 60);

  const half = samples.find((s) => s.t >= (minutes * 60) / 2) ?? samples[0]!;
  const last = samples.at(-1)!;
  const peak = (k: 'api' | 'bridge') => Math.max(...samples.map((s) => s[k]));
  console.log(
    `API:    ${Math.round(result.requests.average)} req/s, errors ${result.errors + result.non2xx}`,
  );
  console.log(`bridge: ${bridgeReads} reads`);
  for (const [name, k, goal] of [
    ['API', 'api', 250],
    ['bridge', 'bridge', 120],
  ] as const) {
    const growth = last[k] - half[k];
    console.log(
      `${name.padEnd(7)} after start ${samples[0]![k].toFixed(0)} MB · at half time ${half[k].toFixed(0)} MB · at the end ${last[k].toFixed(0)} MB · peak ${peak(k).toFixed(0)} MB (goal ≤ ${goal} MB) · second-half growth ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB`,
    );
  }
} finally {
  await stopChild(bridge.child);
  await api.stop();
}
