// Healthy bike: connect, see no open task and the Healthy band, then every screen of the service
// tool (b) side — each read from the real bridge and API, axe-clean in both themes, screenshotted — and
// a bike setting changed and read back from the bike. The HMI button test is passed by pressing every
// button at the bench (POST /sim/button) while the screen polls the press counts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ButtonFunctionName, DemoFleet } from '@dealer/contracts';
import { pressButton, ride, workspaceActivities } from './service-tool-b-bench.ts';
import {
  bridgeGet,
  checkDialog,
  checkScreen,
  closeActivityDialog,
  dismissNotification,
  settingSaved,
  healthBand,
  openFromNav,
  openTaskNames,
  sessionToken,
  startConnected,
} from './service-tool-b-support.ts';
import { holdRequests } from '../harness/held-requests.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await startConnected(baseUrl, bridgeUrl, 'healthy'));
});
afterAll(async () => {
  await browser?.close();
});

it('shows the healthy bike with no open task', async () => {
  expect(await healthBand(page)).toBe('Healthy');
  expect(await openTaskNames(page)).toContain('No open tasks.');
});

// A click on the side column must land where it was aimed: after a reload, the bike's link line and
// health score arrive later (over a slow adapter, seconds) and must not move the navigation below them.
it("keeps the side column's links in place while a reload's answers arrive", async () => {
  const held = await holdRequests(page, [
    `${bridgeUrl}/v2/connector/basic_info`,
    `${baseUrl}/api/v2/workspace/*/task`,
  ]);
  await page.reload();
  const lastLink = page.getByRole('navigation', { name: 'Service tool tasks' }).getByRole('link').last();
  await lastLink.waitFor();
  const before = await lastLink.boundingBox();
  held.release();
  await healthBand(page);
  await page.getByText(/^Link: [^…]/).waitFor();
  const after = await lastLink.boundingBox();
  await held.stop();
  expect(before, 'the last link laid out').not.toBeNull();
  expect(after?.y, "the side column's links moved when the answers came").toBeCloseTo(before!.y, 0);
});

it('changes the light start-up state and the bike keeps it', async () => {
  await openFromNav(page, 'Bike settings');
  const light = page.getByLabel('Lights at start-up');
  await expect.poll(() => light.isEnabled()).toBe(true);
  const before = await light.inputValue();
  const next = before === 'turn_off' ? 'turn_on' : 'turn_off';
  await light.selectOption(next);
  await page
    .locator('section[aria-labelledby="setting-light"]')
    .getByRole('button', { name: 'Save' })
    .click();
  await settingSaved(page);
  const onBike = await bridgeGet<{ light_startup_state: string }>(
    bridgeUrl,
    await sessionToken(page),
    '/v2/accessory/light/setting/startup_state',
    baseUrl,
  );
  expect(onBike.light_startup_state).toBe(next);
  // Display unit: switch to miles and the odometer follows the spec's conversion.
  const odo = await bridgeGet<{ odometer_km: number }>(
    bridgeUrl,
    await sessionToken(page),
    '/v2/bike/odometer',
    baseUrl,
  );
  await page.getByRole('button', { name: 'Miles (mph)' }).click();
  await settingSaved(page);
  await expect
    .poll(() => page.getByTestId('odometer').innerText())
    .toBe(`${Math.floor(odo.odometer_km * 0.6213711922).toLocaleString('en-US')} mi`);
  await page.getByRole('button', { name: 'Kilometres (km/h)' }).click();
  await settingSaved(page);
  await page.getByText('Allowed for this model', { exact: true }).first().waitFor();
  await checkScreen(page, 'bike-setting');
});

it('shows the bytes without a verdict until a reference is confirmed, after asking, writing nothing (issue 28 point 4)', async () => {
  await openFromNav(page, 'Parameter check');
  await page.getByRole('combobox', { name: 'Component' }).selectOption('controller');
  // Nothing to compare against: no "Same", no comparison to record, the bytes as read in rows of eight.
  const bytes = page.getByTestId('parameter-bytes');
  await bytes.waitFor();
  await page.getByText('No reference yet').waitFor();
  await bytes.getByRole('rowheader', { name: 'Bytes 0–7' }).waitFor();
  const main = page.locator('main');
  expect(await main.getByText('Same', { exact: true }).count()).toBe(0);
  expect(await main.getByText(/byte_\d\d/).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Compare and record' }).count()).toBe(0);
  await checkScreen(page, 'parameter-check-no-reference');
  // One click does not decide it: a dialog asks, and Cancel leaves no reference.
  await page.getByRole('button', { name: 'Confirm as reference' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm as reference?' });
  await dialog.getByText('Nothing is written to the bike.').waitFor();
  await checkDialog(page, 'parameter-confirm-reference');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('No reference yet').waitFor();
  await page.getByRole('button', { name: 'Confirm as reference' }).click();
  await dialog.getByRole('button', { name: 'Confirm as reference' }).click();
  await closeActivityDialog(page);
  await page.getByText('Reference recorded. Nothing was written to the bike.').waitFor();
  await dismissNotification(page);
  await page.getByText('Matches the cloud').waitFor({ timeout: 30_000 });
  // Nothing was written, so no snapshot was taken before a write.
  await page.getByText('No snapshots yet.', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Compare and record' }).click();
  await page.getByText('Comparison recorded.').waitFor();
  await checkScreen(page, 'parameter-check');
  // The service book says what happened: a reference confirmed, not a parameter update.
  // (In a tab of its own: the service tool's page keeps its bike.)
  const book = await page.context().newPage();
  await book.goto(`/service-book?vin=${DemoFleet.healthy.vin}`);
  const history = book.locator('section[aria-labelledby="sb-history-title"]');
  await history.getByText('Reference confirmed').first().waitFor();
  expect(await history.getByText('Parameter update').count()).toBe(0);
  await book.close();
});

it('reads the assist levels within the model limits', async () => {
  await openFromNav(page, 'Performance tuning');
  await page.getByText(/Model limits: support 340%/).waitFor();
  const slider = page.getByLabel('Support', { exact: true });
  expect(Number(await slider.getAttribute('max'))).toBe(340);
  await checkScreen(page, 'performance-tuning');
});

it('shows battery figures as charts', async () => {
  await openFromNav(page, 'Components overview');
  await page.getByTestId('component-battery').waitFor();
  await checkScreen(page, 'components-overview');
  await page.getByTestId('component-battery').getByRole('link', { name: 'Battery information' }).click();
  await page
    .getByRole('img', { name: /Charge: \d+%/ })
    .first()
    .waitFor();
  await page.getByText('Time per assist level').waitFor();
  await checkScreen(page, 'battery');
});

it('opens component management with the post-bundle report texts', async () => {
  await openFromNav(page, 'Components overview');
  await page.getByRole('link', { name: 'Component management' }).click();
  await page.getByLabel('Part type').selectOption('front_light');
  await page.getByLabel('Operation').selectOption('REPLACE');
  await page.getByText('For front light, Scan the QR Code to get correct serial number.').waitFor();
  await checkScreen(page, 'component-management');
  await openFromNav(page, 'Add accessory');
  await page.getByRole('heading', { name: 'Add accessory' }).waitFor();
  await openFromNav(page, 'Component replacement');
  await page.getByRole('heading', { name: 'Component replacement' }).waitFor();
});

it('runs component, sensor and HMI diagnosis and opens the error code article', async () => {
  await openFromNav(page, 'Component diagnosis');
  await page.getByRole('cell', { name: '0x0602' }).first().waitFor();
  await checkScreen(page, 'component-diagnosis');
  await page.getByRole('link', { name: 'Start sensor diagnosis' }).click();
  // The sensor check judges live readings while the crank turns on the stand (PUT /sim/ride).
  await page.getByTestId('live-state').getByText('Live').waitFor();
  await ride(bridgeUrl, 'crank');
  await page.getByRole('button', { name: 'Check the sensors' }).click();
  await page.getByText('Every sensor read inside its range').waitFor({ timeout: 30_000 });
  await ride(bridgeUrl, 'stopped');
  expect(await page.getByTestId('sensor-speed').locator('.status-badge').innerText()).toBe('Pass');
  await checkScreen(page, 'sensor-diagnosis');
  await page.getByRole('link', { name: 'Back to component diagnosis' }).click();
  await page.getByRole('link', { name: 'Start HMI diagnosis' }).click();
  await page.getByRole('button', { name: 'Test buttons' }).click();
  await page.getByTestId('button-short_power').waitFor();
  await page.getByText(`Buttons passed: 0 of ${ButtonFunctionName.length}`).waitFor();
  await checkScreen(page, 'hmi-diagnosis');
  // The technician presses every button on the display; the screen counts them as it polls.
  for (const button of ButtonFunctionName) await pressButton(bridgeUrl, button);
  for (const button of ButtonFunctionName) {
    const cell = page.getByTestId(`button-${button}`);
    await cell.getByText('Pass', { exact: true }).waitFor();
    await cell.getByLabel(/^1 press/).waitFor();
  }
  await page
    .getByText(`Buttons passed: ${ButtonFunctionName.length} of ${ButtonFunctionName.length}`)
    .waitFor();
  await checkScreen(page, 'hmi-buttons-passed');
  await page.getByRole('button', { name: 'Light all segments' }).click();
  await page.getByRole('button', { name: 'Yes, all lit' }).click();
  await page.getByRole('button', { name: 'Save HMI diagnosis' }).click();
  await closeActivityDialog(page);
  await expect.poll(() => page.getByRole('button', { name: 'Exit detection mode' }).isDisabled()).toBe(true);
  const hmi = (await workspaceActivities(page)).filter((a) => a.kind === 'hmi_diagnosis').at(-1);
  expect(hmi).toMatchObject({ success: true, result: { passed: true, failed_items: [] } });
  await page.getByRole('link', { name: 'Back to component diagnosis' }).click();
  await page.getByRole('link', { name: /0x0602|Controller supply voltage/ }).click();
  await page.getByText('Error code 0x0602').waitFor();
  await checkScreen(page, 'problem-solving');
});

it('activates the bike with a chosen date', async () => {
  await openFromNav(page, 'Activation');
  await page.getByLabel('Activation date').fill('2026-03-02');
  await page.getByRole('button', { name: 'Activate bike' }).click();
  await closeActivityDialog(page);
  await page.getByTestId('activated-at').waitFor();
  await checkScreen(page, 'activation');
});

it('explains bike difference and inapplicable features', async () => {
  await openFromNav(page, 'Bike difference');
  await page.getByRole('heading', { name: 'No differences' }).waitFor();
  await checkScreen(page, 'bike-diff');
  await page.goto('/service-tool/inapplicable?feature=battery');
  await page.getByRole('heading', { name: 'Features for this bike' }).waitFor();
  await checkScreen(page, 'inapplicable');
  expect(errors).toEqual([]);
});
