// Issue 30: the operator withdraws an image while a dealer has it offered, and the portal says why the
// update is refused. The operator's real command (`npm run firmware -w apps/api -- withdraw <id>
// --targets-key <offline key file>`) runs beside the running API, so this file runs an API of its own
// on a PostgreSQL database (PGlite is one process's) and a bridge that trusts that API's TUF
// repository, with state folders of its own (the run's bridge must not keep newer targets).
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../harness/axe.ts';
import { swapBridge } from '../harness/bridge-swap.ts';
import { thisLane } from '../harness/lane.ts';
import { startOwnApi, type OwnApi } from '../harness/own-api.ts';
import { ownPostgresDatabase, type OwnDatabase } from '../harness/own-postgres.ts';
import { repoRoot } from '../harness/processes.ts';
import { screenshot } from '../harness/screenshots.ts';
import { connectedPage, journeyBrowser, side } from '../harness/service-tool.ts';

const { bridgeUrl, bridgeControl } = thisLane();
const browser = journeyBrowser();
let database: OwnDatabase | undefined;
let api: OwnApi | undefined;

beforeAll(async () => {
  database = await ownPostgresDatabase();
  api = await startOwnApi('API (PostgreSQL)', { DATABASE_URL: database.url });
  await swapBridge(bridgeControl, 'uds', {
    BRIDGE_ALLOWED_ORIGINS: api.baseUrl,
    BRIDGE_TRUSTED_JWKS_URL: `${api.baseUrl}/api/keys/bridge.jwks`,
    BRIDGE_STATE_DIR: path.join(api.dataDir, 'bridge'),
    BRIDGE_SIM_STATE_DIR: path.join(api.dataDir, 'bike-sim'),
  });
}, 300_000);

afterAll(async () => {
  await swapBridge(bridgeControl, 'uds');
  await api?.stop();
  await database?.stop();
}, 240_000);

/** The catalogue id of the controller's offered image (what the operator reads from the catalogue). */
async function imageId(url: string, version: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      "SELECT id FROM firmware_images WHERE version = $1 AND kind = 'application'",
      [version],
    );
    expect(rows).toHaveLength(1);
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

/** The operator's command as typed, in the repository folder; its exit code and output. */
function operatorCommand(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'firmware', '-w', 'apps/api', '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, out }));
  });
}

describe('firmware: an image withdrawn while it is offered', () => {
  it('refuses the update in plain words with the code, writes nothing, and no longer offers it', async () => {
    const { context, page, errors } = await connectedPage(
      browser(),
      { baseUrl: api!.baseUrl, bridgeUrl },
      'firmware_update_available',
    );
    await side(page).getByRole('link', { name: 'Firmware update', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Firmware update' }).waitFor();
    await page.getByRole('checkbox', { name: /Firmware 5\.3\.2/ }).waitFor();
    await page.getByRole('checkbox', { name: /Firmware 2\.4\.1/ }).waitFor();
    const controller = page.locator('.fw-table tbody tr').filter({ hasText: /controller/i });
    const installedOnController = () => controller.locator('td').first().textContent();
    const installedBefore = await installedOnController();
    expect(installedBefore).not.toContain('5.3.2');

    // The operator withdraws the controller's image with the offline targets key, the API running.
    const id = await imageId(database!.url, '5.3.2');
    const keyFile = path.join(api!.dataDir, 'tuf-demo-keys', 'DEMO-targets.key.json');
    const withdraw = await operatorCommand(['withdraw', String(id), '--targets-key', keyFile], {
      DATABASE_URL: database!.url,
      DATA_DIR: api!.dataDir,
    });
    expect(withdraw, withdraw.out).toMatchObject({ code: 0 });
    expect(withdraw.out).toMatch(
      new RegExp(`Withdrew firmware image ${id} .*Signed TUF targets version 2\\.`),
    );

    // The page still offers it (opened before); starting is refused with the reason and its code.
    await page.getByRole('button', { name: 'Update 2 images' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'withdrew' });
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      'Not installed: the manufacturer withdrew controller firmware 5.3.2 after it was offered here ' +
        '(code 410100). Nothing was written to the bike. The offers were checked again; choose from ' +
        'what is offered now.',
    );
    // The offers were asked for again: 5.3.2 is gone, the HMI's image is still offered.
    await page.getByRole('checkbox', { name: /Firmware 5\.3\.2/ }).waitFor({ state: 'detached' });
    await page.getByRole('checkbox', { name: /Firmware 2\.4\.1/ }).waitFor();
    expect(await axeViolations(page), 'withdrawn notice').toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'service-tool-firmware-withdrawn');

    // Nothing reached the bridge: no firmware job, and the bike still runs its old versions.
    const job = (await (await fetch(`${bridgeUrl}/v1/firmware_job`)).json()) as { job: unknown };
    expect(job.job).toBeNull();
    await page.reload();
    await page.getByRole('checkbox', { name: /Firmware 2\.4\.1/ }).waitFor();
    expect(await page.getByRole('checkbox', { name: /Firmware 5\.3\.2/ }).count()).toBe(0);
    // The controller runs what it ran before; the catalogue's next image is offered in its place. The
    // table keeps its layout on a page reloaded here (its styles once came only with the overview).
    expect(
      await controller
        .locator('td')
        .first()
        .evaluate((td) => getComputedStyle(td).textAlign),
    ).toBe('left');
    expect(await installedOnController()).toBe(installedBefore);
    await page.getByRole('checkbox', { name: /Firmware 5\.2\.0/ }).waitFor();
    await screenshot(page, 'service-tool-firmware-withdrawn-reloaded');
    expect(errors.filter((e) => !e.includes('410'))).toEqual([]);
    await context.close();
  });
});
