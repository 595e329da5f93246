// A journey that needs the API configured differently (a mail sink, an error receiver) starts an
// API process of its own, with the demo data, a fresh data folder and the run's built portal.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from './ports.ts';
import { startProcess, stopProcess } from './processes.ts';
import { thisLane } from './lane.ts';

export interface OwnApi {
  baseUrl: string;
  /** Its data folder (the demo's offline TUF keys are in tuf-demo-keys/). */
  dataDir: string;
  stop(): Promise<void>;
}

export async function startOwnApi(
  name: string,
  env: Record<string, string>,
  startTimeoutMs = 180_000,
): Promise<OwnApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-e2e-own-api-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const api = startProcess(
    name,
    'apps/api/src/server.ts',
    {
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      CORS_ORIGINS: baseUrl,
      WEB_DIST: thisLane().webDist,
      ...env,
    },
    path.join(dataDir, 'api.log'),
  );
  await waitForHttp(`${baseUrl}/api/auth/config`, startTimeoutMs, () => api.exitCode === null);
  return {
    baseUrl,
    dataDir,
    async stop() {
      await stopProcess(api);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
