// low_battery: the packs are at 8 %. Connect, see the firmware and charge tasks and the band, and the
// battery screen shows the low charge (red ring, the warning) read from the pack. The firmware
// update's pre-flight refuses the update (600100, explained); the technician plugs the charger at the
// bench (PUT /sim/charger), the pre-flight passes, the update runs and the task completes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  checkScreen,
  closeActivityDialog,
  startConnected,
  healthBand,
  openFromNav,
  openTaskNames,
} from './service-tool-b-support.ts';
import { plugCharger } from './service-tool-b-bench.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await startConnected(baseUrl, bridgeUrl, 'low_battery'));
});
afterAll(async () => {
  await browser?.close();
});

it('shows the low charge on the battery screen', async () => {
  expect(await openTaskNames(page)).toContain('Firmware update available');
  expect(await openTaskNames(page)).toContain('Battery charge low');
  // 100 − 5 (controller firmware) − 10 for each pack at 8 % (the main battery and the range extender).
  expect(await healthBand(page)).toBe('Normal');
  await page.goto('/service-tool/battery');
  await page.getByRole('img', { name: 'Charge: 8%' }).waitFor();
  await page.getByRole('alert').filter({ hasText: 'The charge is low (8%)' }).waitFor();
  await checkScreen(page, 'battery-low');
  expect(errors).toEqual([]);
});

it('refuses the firmware update on low charge and explains why', async () => {
  await openFromNav(page, 'Firmware update');
  await page.getByText(/Battery at 8%: below 20%, the bridge will refuse the update \(600100\)/).waitFor();
  await page.getByRole('button', { name: /^Update \d image/ }).click();
  await page.getByText(/Battery charge too low \(600100\)/).waitFor({ timeout: 60_000 });
  expect(await page.getByText('Not updated').count()).toBe(1);
  await checkScreen(page, 'firmware-low-battery');
  expect(await openTaskNames(page)).toContain('Firmware update available');
});

it('updates once the charger is plugged in, and the task completes', async () => {
  await plugCharger(bridgeUrl);
  // The pre-flight re-reads the pack while it fails: it now charges.
  await page
    .getByText('Battery at 8% and charging: the update can run while the charger stays plugged in.')
    .waitFor();
  await checkScreen(page, 'firmware-charging');
  await page.getByRole('button', { name: /^Update \d image/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Activity complete' });
  await dialog.waitFor({ timeout: 80_000 });
  expect(await dialog.textContent()).toContain('Firmware update available');
  await closeActivityDialog(page);
  await page.getByText('Verified on the bike').first().waitFor();
  expect(await page.getByText('Not updated').count()).toBe(0);
  await checkScreen(page, 'firmware-updated-charging');
  // The update is done; the pack, charging but still at 8 %, keeps its task.
  await expect.poll(() => openTaskNames(page)).not.toContain('Firmware update available');
  expect(await openTaskNames(page)).toContain('Battery charge low');
  expect(errors).toEqual([]);
});
