// Starts the product the way `npm start` does, on free ports, once per lane (lane.ts): builds the
// portal once for all lanes (portal-build.ts), runs each lane's API (which serves its copy) with
// embedded PGlite in a fresh temp data folder, and the system bridge when it exists. The lanes start
// side by side. Journeys find their lane's addresses with thisLane().
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitForHttp } from './ports.ts';
import { repoRoot, startProcess, stopProcess } from './processes.ts';
import { stopSwappedBridge, type BridgeControl } from './bridge-swap.ts';
import { stopPtySimulator } from './bafang-pty.ts';
import { laneCount, type Lane } from './lane.ts';
import { buildPortal, portalForLane, run } from './portal-build.ts';

const root = repoRoot;
const tsx = path.join(root, 'node_modules/.bin/tsx');

export default async function setup(project: TestProject) {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-e2e-portal-'));
  const built = path.join(runDir, 'web');
  const portal = buildPortal(built);
  portal.catch(() => undefined); // awaited by each lane; a failure is theirs to report
  const outcomes = await Promise.allSettled(
    Array.from({ length: laneCount() }, (_, i) => startLane(i + 1, portal, built)),
  );
  fs.rmSync(runDir, { recursive: true, force: true }); // each lane serves its own copy
  const started = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
  const teardown = async () => {
    await Promise.all(started.map((s) => s.teardown()));
  };
  const failed = outcomes.find((o) => o.status === 'rejected');
  if (failed) {
    await teardown(); // the lanes that did start
    throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
  }
  project.provide(
    'lanes',
    started.map((s) => s.lane),
  );
  return teardown;
}

/**
 * One product: the bridge at once, then — with the run's portal build and this lane's bridge
 * packages done — the API over a fresh data folder, serving the portal copied for this lane's bridge.
 */
async function startLane(
  number: number,
  portal: Promise<void>,
  built: string,
): Promise<{ lane: Lane; teardown: () => Promise<void> }> {
  const [apiPort, bridgePort] = [await freePort(), await freePort()];
  const baseUrl = `http://localhost:${apiPort}`;
  const bridgeUrl = `http://127.0.0.1:${bridgePort}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dealer-e2e-${number}-`));
  // Its own folder: lanes and runs side by side must not serve each other's build (decision 0104).
  const webDist = path.join(dataDir, 'web');
  // The bridge packages behind the portal's download links, built for this lane's portal origin.
  const downloadsDir = path.join(dataDir, 'downloads');
  const packages = run(tsx, ['scripts/build-bridge-packages.mjs'], {
    DOWNLOADS_DIR: downloadsDir,
    PUBLIC_URL: baseUrl,
  });
  packages.catch(() => undefined); // awaited below, after the bridge started
  const children: ChildProcess[] = [];
  const bridgeEntry = 'apps/bridge/src/server.ts';
  const bridgeControl: BridgeControl = {
    bridgeUrl,
    env: {
      BRIDGE_PORT: String(bridgePort),
      BRIDGE_ALLOWED_ORIGINS: baseUrl,
      BRIDGE_TRUSTED_JWKS_URL: `${baseUrl}/api/keys/bridge.jwks`,
      BRIDGE_SIM_STATE_DIR: path.join(dataDir, 'bike-sim'),
      // The run's own trusted TUF metadata: each run's API makes its demo repository anew.
      BRIDGE_STATE_DIR: path.join(dataDir, 'bridge'),
      LOG_LEVEL: 'warn',
    },
    dataDir,
    pidFile: path.join(dataDir, 'bridge.pid'),
  };
  let bridge: ChildProcess | null = null;
  if (fs.existsSync(path.join(root, bridgeEntry))) {
    bridge = startProcess('bridge', bridgeEntry, bridgeControl.env, path.join(dataDir, 'bridge.log'));
    fs.writeFileSync(bridgeControl.pidFile, String(bridge.pid));
    children.push(bridge);
  }

  const teardown = async () => {
    await Promise.all(children.map(stopProcess));
    // A bridge a journey file started in its place (bridge-swap.ts) is this run's too.
    await stopSwappedBridge(bridgeControl, bridge?.pid);
    await stopPtySimulator(bridgeControl);
    if (!process.env.E2E_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([portal, packages]);
    portalForLane(built, webDist, bridgeUrl);
    const api = startProcess(
      'API',
      'apps/api/src/server.ts',
      {
        PORT: String(apiPort),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'true',
        CORS_ORIGINS: baseUrl,
        WEB_DIST: webDist,
        DOWNLOADS_DIR: downloadsDir,
        // Two lanes and their browsers oversubscribe two cores: a journey checks screens, not the early
        // refusal under overload (admission.test.ts and the benches do), so the line waits longer here.
        // The event-loop guard keeps its default: PDFs are drawn off the event loop (decision 3112).
        MAX_QUEUE_WAIT_MS: '10000',
      },
      path.join(dataDir, 'api.log'),
    );
    children.push(api);
    // A shared, busy machine can take longer to start the API (E2E_START_TIMEOUT_MS raises the bound).
    const startTimeout = Number(process.env.E2E_START_TIMEOUT_MS ?? 120_000);
    await waitForHttp(`${baseUrl}/api/auth/config`, startTimeout, () => api.exitCode === null);
    if (bridge)
      await waitForHttp(`${bridgeUrl}/openapi.json`, 60_000, () => bridge.exitCode === null).catch(
        (err: unknown) => console.warn(`[e2e] bridge not ready: ${String(err)}`),
      );
  } catch (err) {
    const logFile = path.join(dataDir, 'api.log');
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '(not started)';
    await teardown();
    throw new Error(`${String(err)}\nAPI log:\n${log}`, { cause: err });
  }
  return { lane: { baseUrl, bridgeUrl, webDist, bridgeControl }, teardown };
}
