// The writing screens: each change made in the portal is read back from the bike through the
// bridge — parameter sync to the cloud reference with its snapshot restored, assist-level tuning
// behind its warning and reverted (and its failure when the connector slips), maintenance warning,
// bike time in a chosen time zone, an accessory removed and added back, and finally sleep mode behind
// its confirmation (the bike ends in ship mode).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DemoFleet } from '@dealer/contracts';
import { plugConnector } from './service-tool-b-bench.ts';
import {
  bridgeGet,
  checkDialog,
  checkScreen,
  closeActivityDialog,
  dismissNotification,
  settingSaved,
  openFromNav,
  patchParameters,
  reconnectBike,
  sessionToken,
  startConnected,
} from './service-tool-b-support.ts';
import { thisLane } from '../harness/lane.ts';
import { spinnersGone } from '../harness/screenshots.ts';

const { baseUrl, bridgeUrl } = thisLane();
// Its open error-code task blocks no screen. Not the healthy bike: journeys share the API, and the
// healthy journey expects that bike to have no parameter reference in the cloud yet.
const BIKE = 'error_code_warning' as const;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await startConnected(baseUrl, bridgeUrl, BIKE));
});
afterAll(async () => {
  await browser?.close();
});

const onBike = async <T>(path: string) => bridgeGet<T>(bridgeUrl, await sessionToken(page), path, baseUrl);

it('syncs the controller to the cloud reference and restores the snapshot taken before the write', async () => {
  await openFromNav(page, 'Parameter check');
  await page.getByRole('combobox', { name: 'Component' }).selectOption('controller');
  await page.getByTestId('parameter-bytes').waitFor();
  // No reference yet: the bike's own parameters become the reviewed reference, after the dialog asks.
  await page.getByRole('button', { name: 'Confirm as reference' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm as reference' }).click();
  await closeActivityDialog(page);
  await dismissNotification(page);
  await page.getByText('Matches the cloud').waitFor({ timeout: 30_000 });
  const reference = (await onBike<{ data_array: number[] }>('/v2/parameter/controller/data_array'))
    .data_array;

  const drifted = [(reference[0]! + 1) % 256, (reference[1]! + 7) % 256];
  await patchParameters(
    page,
    bridgeUrl,
    baseUrl,
    drifted.map((value, index) => ({ index, value })),
  );
  await page.getByRole('button', { name: 'Compare and record' }).click();
  await page.getByText('2 differences').waitFor();
  await page.getByLabel('Show only differences').check();
  await checkScreen(page, 'parameter-check-differences');

  await page.getByRole('button', { name: 'Sync to the bike' }).click();
  await closeActivityDialog(page);
  await page.getByText('Parameters written and verified.').waitFor();
  await dismissNotification(page);
  await page.getByText('Matches the cloud').waitFor();
  expect((await onBike<{ data_array: number[] }>('/v2/parameter/controller/data_array')).data_array).toEqual(
    reference,
  );

  // Newest first: the snapshot taken just before the sync holds the drifted bytes (confirming the
  // reference wrote nothing, so took none).
  const snapshots = page.getByRole('list', { name: 'Snapshots before writes' }).getByRole('listitem');
  expect(await snapshots.count()).toBe(1);
  await snapshots.first().getByRole('button', { name: 'Restore' }).click();
  await closeActivityDialog(page);
  await dismissNotification(page);
  await page.getByText('2 differences').waitFor();
  const restored = (await onBike<{ data_array: number[] }>('/v2/parameter/controller/data_array')).data_array;
  expect(restored.slice(0, 2)).toEqual(drifted);
  expect(restored.slice(2)).toEqual(reference.slice(2));
  expect(await snapshots.count()).toBe(2);
  // Back to the reviewed values, so the cloud's last digest is the bike's again for later journeys.
  await page.getByRole('button', { name: 'Sync to the bike' }).click();
  await closeActivityDialog(page);
  await dismissNotification(page);
  await page.getByText('Matches the cloud').waitFor();
});

it('writes a tuned assist level after the warning and reverts it', async () => {
  type Levels = { levels: { assist_level: string; support_percent: number }[] };
  const supportOf = (l: Levels, level: string) =>
    l.levels.find((x) => x.assist_level === level)!.support_percent;
  const before = supportOf(await onBike<Levels>('/v2/drive_unit/setting/assist_level_performance'), '2');

  await openFromNav(page, 'Performance tuning');
  await page.getByRole('radio', { name: 'Level 2' }).click();
  const slider = page.getByLabel('Support', { exact: true });
  // The slider moves in steps of 5 %.
  const target = Math.round((before >= 100 ? before - 50 : before + 50) / 5) * 5;
  await slider.fill(String(target));
  await page.getByRole('button', { name: 'Write to bike' }).click();
  const warning = page.getByRole('dialog', { name: 'Change how the bike rides?' });
  await warning.waitFor();
  await checkDialog(page, 'performance-tuning-warning');
  await warning.getByRole('button', { name: 'Write to bike' }).click();
  await page.getByText('Assist levels written to the bike.').waitFor();
  await dismissNotification(page);
  expect(supportOf(await onBike<Levels>('/v2/drive_unit/setting/assist_level_performance'), '2')).toBe(
    target,
  );

  await page.getByRole('button', { name: 'Revert' }).click();
  await page.getByText('Assist levels written to the bike.').waitFor();
  await dismissNotification(page);
  expect(supportOf(await onBike<Levels>('/v2/drive_unit/setting/assist_level_performance'), '2')).toBe(
    before,
  );
});

it('shows the tuning failure when the connector slips, and connects again', async () => {
  await openFromNav(page, 'Performance tuning');
  await page.getByRole('radio', { name: 'Level 1' }).click();
  const slider = page.getByLabel('Support', { exact: true });
  await slider.fill(String(Number(await slider.inputValue()) + 10));
  const unplug = await fetch(`${bridgeUrl}/sim/connector`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ plugged: false }),
  });
  expect(unplug.status).toBe(200);
  await page.getByText('The service connector left the computer.').waitFor(); // a pulled connector reads as one

  await page.getByRole('button', { name: 'Write to bike' }).click();
  await page
    .getByRole('dialog', { name: 'Change how the bike rides?' })
    .getByRole('button', { name: 'Write to bike' })
    .click();
  const failure = page.getByRole('dialog', { name: 'Tuning failed' });
  await failure.waitFor();
  expect(await failure.textContent()).toMatch(/\(\d{6}\)/);
  await checkDialog(page, 'performance-tuning-failure');
  await failure.getByRole('button', { name: 'Close' }).last().click();

  await plugConnector(bridgeUrl);
  await reconnectBike(page);
  await openFromNav(page, 'Performance tuning');
  await page.getByRole('radio', { name: 'Level 1' }).waitFor();
});

it('sets the maintenance warning and the bike time in a chosen time zone', async () => {
  await openFromNav(page, 'Bike settings');
  const maintenance = page.locator('section[aria-labelledby="setting-maintenance"]');
  await expect.poll(() => maintenance.getByLabel('Next service at (km)').isEnabled()).toBe(true);
  await maintenance.getByLabel('Remind the rider').check();
  await maintenance.getByLabel('Next service at (km)').fill('12x');
  await maintenance.getByText('Enter a whole number of kilometres.').waitFor();
  await maintenance.getByLabel('Next service at (km)').fill('1500');
  await maintenance.getByLabel('Next service date').fill('2027-04-01');
  await maintenance.getByRole('button', { name: 'Save' }).click();
  await settingSaved(page);
  const warning = await onBike<{ enabled: boolean; distance_km: number; date: string | null }>(
    '/v3/control_and_display_unit/setting/maintenance_warning',
  );
  expect(warning).toMatchObject({ enabled: true, distance_km: 1500, date: '2027-04-01' });

  const clock = page.locator('section[aria-labelledby="setting-clock"]');
  await clock.getByLabel('Time zone').selectOption('+08:00');
  await clock.getByLabel('Bike time').fill('2026-11-21T18:30');
  await clock.getByRole('button', { name: 'Save' }).click();
  await settingSaved(page);
  // The bike keeps UTC: 18:30 in Taipei is 10:30 UTC (the clock runs on, so compare to the minute).
  const time = (await onBike<{ time: string }>('/v2/device/hmi/real_time_clock')).time;
  expect(time.slice(0, 16)).toBe('2026-11-21T10:30');
  await checkScreen(page, 'bike-setting-maintenance-clock');
  expect(errors).toEqual([]);
});

it('removes the rear light from the bike and adds it back with its serial', async () => {
  const light = DemoFleet[BIKE].components.find((c) => c.partType === 'rear_light')!;
  await openFromNav(page, 'Add accessory');
  await page.getByRole('heading', { name: 'Add accessory' }).waitFor();
  await page.getByLabel('Part type').selectOption('rear_light');
  await page.getByLabel('Operation').selectOption('REMOVE');
  await expect.poll(() => page.getByLabel('Serial number being removed').inputValue()).toBe(light.barcode);
  await page.getByRole('button', { name: 'Remove from bike' }).click();
  await closeActivityDialog(page);
  const report = page.locator('section[aria-labelledby="report-step"]');
  await report.getByText('Linked to the bike').waitFor();
  await page.getByText(`No rear light is registered to this bike.`).waitFor();

  await page.getByLabel('Operation').selectOption('INSTALL');
  await page.getByLabel('New serial number').fill('bad serial!');
  await page.getByText('Use 4 to 64 letters, digits or dashes.').waitFor();
  await page.getByLabel('New serial number').fill(light.barcode);
  await page.getByRole('button', { name: 'Add and link' }).click();
  await closeActivityDialog(page);
  await report.getByText(light.barcode, { exact: true }).waitFor();
  await page.getByText(`${light.barcode} (${light.partSpecCode})`, { exact: true }).waitFor();
  await checkScreen(page, 'add-accessory');
});

it('puts the bike to sleep only after the confirmation', async () => {
  await openFromNav(page, 'Components overview');
  await page.getByTestId('component-battery').getByRole('link', { name: 'Battery information' }).click();
  // As a mechanic would, once the packs and riding statistics are read: on a busy machine a click
  // while they still load once opened no dialog (the evidence of a next failure: failure-evidence.ts).
  await page.getByRole('heading', { name: 'Battery information' }).waitFor();
  await spinnersGone(page);
  await page.getByRole('button', { name: 'Enter sleep mode' }).click();
  const confirm = page.getByRole('dialog', { name: 'Put the bike to sleep?' });
  await confirm.waitFor();
  await checkDialog(page, 'battery-sleep-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  const bench = async () =>
    ((await (await fetch(`${bridgeUrl}/sim/scenario`)).json()) as { power: string }).power;
  expect(await bench()).toBe('on');

  await page.getByRole('button', { name: 'Enter sleep mode' }).click();
  await confirm.getByRole('button', { name: 'Enter sleep mode' }).click();
  // Recorded, but no task reload follows: the bike no longer answers.
  await page
    .getByRole('dialog')
    .getByText('Sleep mode was recorded in this workspace.', { exact: true })
    .waitFor();
  await closeActivityDialog(page);
  await page.getByText('The bike is in sleep mode. Plug in the charger to wake it.').waitFor();
  await expect.poll(bench).toBe('ship_mode');
  // The screen stays (with the bridge's word that the connection ended), it does not fall back to the
  // connect flow as if it were the overview.
  await page.getByText('The bike is disconnected.').waitFor();
  await page.getByRole('heading', { name: 'Battery information' }).waitFor();
  expect(errors).toEqual([]);
});
