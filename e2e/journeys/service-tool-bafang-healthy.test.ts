// A healthy Bafang CAN bike (the Bafang simulator behind the bridge): connected by VIN and frame
// number, its devices and versions as the bus reports them, a setting written and read back from the
// drive unit, and every activity the system cannot do shown unavailable with the bridge's reason.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DemoBafangBike } from '@dealer/contracts';
import { bafangBridgeForThisFile } from '../harness/bridge-swap.ts';
import {
  bridgeGet,
  checkScreen,
  dismissNotification,
  healthBand,
  openFromNav,
  openTaskNames,
  sessionToken,
} from './service-tool-b-support.ts';
import {
  componentRows,
  expectUnavailablePage,
  reasonOf,
  startBafang,
} from './service-tool-bafang-support.ts';

const urls = { baseUrl: inject('baseUrl'), bridgeUrl: inject('bridgeUrl') };
bafangBridgeForThisFile();

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await startBafang(urls.baseUrl, urls.bridgeUrl, 'bafang_healthy'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

it('shows the Bafang bike healthy, with its four devices and their versions', async () => {
  expect(await healthBand(page)).toBe('Healthy');
  expect(await openTaskNames(page)).toContain('No open tasks.');
  const rows = componentRows(page);
  await expect.poll(() => rows.count()).toBe(4);
  const text = await rows.allInnerTexts();
  for (const d of Object.values(DemoBafangBike.devices)) {
    const row = text.find((r) => r.includes(d.serial));
    expect(row, d.model).toContain(d.softwareVersion);
    expect(row, d.model).toContain(d.hardwareVersion);
  }
  await checkScreen(page, 'bafang-healthy-overview');
});

it('writes the light start-up state to the drive unit and reads it back', async () => {
  await openFromNav(page, 'Bike settings');
  const light = page.getByLabel('Lights at start-up');
  await expect.poll(() => light.isEnabled()).toBe(true);
  const next = (await light.inputValue()) === 'turn_off' ? 'turn_on' : 'turn_off';
  await light.selectOption(next);
  await page
    .locator('section[aria-labelledby="setting-light"]')
    .getByRole('button', { name: 'Save' })
    .click();
  await page.getByText('Setting saved on the bike.').waitFor();
  await dismissNotification(page);
  const onBike = await bridgeGet<{ light_startup_state: string }>(
    urls.bridgeUrl,
    await sessionToken(page),
    '/v2/accessory/light/setting/startup_state',
    urls.baseUrl,
  );
  expect(onBike.light_startup_state).toBe(next);
  // The odometer from the display, in km: the display unit is one of the things Bafang CAN lacks.
  await expect.poll(() => page.getByTestId('odometer').innerText()).toBe('1,843 km');
  await expect
    .poll(() => page.getByTestId('unavailable-speed_unit').innerText())
    .toBe(await reasonOf(page, urls, 'speed_unit'));
  await expect
    .poll(() => page.getByTestId('unavailable-real_time_clock').innerText())
    .toBe(await reasonOf(page, urls, 'real_time_clock'));
  await page.getByText('726 mm', { exact: true }).first().waitFor();
  await checkScreen(page, 'bafang-bike-setting');
});

it('lists the devices in the components overview', async () => {
  await openFromNav(page, 'Components overview');
  await page.getByText(DemoBafangBike.devices.driveUnit.serial).first().waitFor();
  await checkScreen(page, 'bafang-components-overview');
});

it('shows firmware update and performance tuning unavailable with the reason, marked in the navigation', async () => {
  const nav = page.getByRole('navigation', { name: 'Service tool tasks' });
  await expect
    .poll(() => nav.getByRole('link', { name: 'Firmware update (not available on this bike)' }).count())
    .toBe(1);
  await openFromNav(page, 'Firmware update');
  await page.getByRole('heading', { name: 'Firmware update is not available on this bike' }).waitFor();
  expect(await page.getByTestId('unavailable-firmware_update').innerText()).toBe(
    await reasonOf(page, urls, 'firmware_update'),
  );
  await checkScreen(page, 'bafang-firmware-update');
  await expectUnavailablePage(
    page,
    urls,
    '/service-tool/performance-tuning',
    'assist_levels',
    'bafang-performance-tuning',
  );
  expect(errors).toEqual([]);
});
