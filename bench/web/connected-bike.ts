// The service-tool overview needs a bike: the system bridge as `npm start` runs it (its compiled build,
// plain `node`, the bike simulator) on a port of its own, and the connect-bike flow walked in the
// signed-in browser, as a technician does: HMI on, cable, the VIN read from the bike, connect, open
// the service tool. After that a reload of /service-tool shows the overview of the connected bike.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { serverCommand, serverEnvironment } from '../../scripts/build-server.mjs';
import { root, stopChild } from '../lib/product.ts';

export interface RunningBridge {
  stop(): Promise<void>;
}

export async function startBridge(
  port: number,
  portalOrigin: string,
  dataDir: string,
): Promise<RunningBridge> {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale', 'bridge'], {
    cwd: root,
  });
  if (build.status !== 0) throw new Error(`bridge build failed: ${String(build.stderr)}`);
  const [node, ...args] = serverCommand('bridge');
  const child = spawn(node, args, {
    cwd: root,
    env: serverEnvironment({
      ...process.env,
      BRIDGE_PORT: String(port),
      BRIDGE_ALLOWED_ORIGINS: portalOrigin,
      BRIDGE_TRUSTED_JWKS_URL: `${portalOrigin}/api/keys/bridge.jwks`,
      BRIDGE_SIM_STATE_DIR: path.join(dataDir, 'bike-sim'),
      BRIDGE_STATE_DIR: path.join(dataDir, 'bridge'),
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/openapi.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { stop: () => stopChild(child) };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stopChild(child);
  throw new Error('the system bridge did not answer');
}

/** Connects the simulator's bike in the portal; leaves the service tool's overview open. */
export async function connectBike(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/service-tool`);
  await page.getByRole('heading', { name: 'Switch the bike on' }).waitFor({ timeout: 30_000 });
  await page.getByLabel('The HMI is on and stays on').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Cable/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  const vin = page.getByLabel('VIN');
  await vin.waitFor({ timeout: 30_000 });
  // The VIN read from the bike fills the field; Enter (a scanner's) confirms it.
  // (Polled from here: a string predicate would be evaluated in the page, which its CSP forbids.)
  for (let i = 0; i < 300 && !(await vin.inputValue()); i++) await page.waitForTimeout(100);
  await page.keyboard.press('Enter');
  const choose = page.getByRole('heading', { name: 'Choose the workspace' });
  const connected = page.getByRole('heading', { name: 'Bike connected' });
  await choose.or(connected).waitFor({ timeout: 60_000 });
  if (await choose.isVisible()) await page.getByRole('button', { name: 'Connect bike' }).click();
  await connected.waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Open the service tool' }).click();
  await page.locator('#st-tasks-title').waitFor({ timeout: 60_000 });
  await page.close();
}
