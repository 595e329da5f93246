// Issue 17 point 8 (decisions 1702, 1703): the live-data screen charts what the drive system reports
// while the simulator's bike is ridden on the stand (PUT /sim/ride), and the sensor diagnosis passes
// working sensors and fails a silent one on live values, recording each verdict.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../harness/axe.ts';
import { connectedPage, journeyBrowser, side } from '../harness/service-tool.ts';
import { ride } from './service-tool-b-bench.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
const browser = journeyBrowser();

const chartValue = (page: Page, signal: string) =>
  page.getByTestId(`live-${signal}`).locator('output').innerText();
const chartLine = (page: Page, signal: string) =>
  page.getByTestId(`live-${signal}`).locator('polyline').getAttribute('points');

async function runCheck(page: Page) {
  await page.getByRole('button', { name: 'Check the sensors' }).click();
  await page.getByText(/Keep the crank turning/).waitFor();
  await page.getByText(/Every sensor read inside its range|A sensor read outside its range/).waitFor({
    timeout: 30_000,
  });
}
const verdict = (page: Page, sensor: string) =>
  page.getByTestId(`sensor-${sensor}`).locator('.status-badge').innerText();

describe('service tool: live data', () => {
  it('charts the live values while the bike is ridden on the stand', async () => {
    const { context, page, errors } = await connectedPage(browser(), { baseUrl, bridgeUrl }, 'healthy');
    await ride(bridgeUrl, 'stopped');
    await side(page)
      .getByRole('link', { name: /^Live data/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Live data' }).waitFor();
    await page.getByTestId('live-state').getByText('Live').waitFor();
    await expect.poll(() => chartValue(page, 'speed_kmh')).toBe('0.0 km/h');

    await ride(bridgeUrl, 'ride');
    // Riding: speed climbs past 15 km/h and the chart line keeps changing.
    await expect
      .poll(async () => Number.parseFloat(await chartValue(page, 'speed_kmh')), { timeout: 15_000 })
      .toBeGreaterThan(15);
    const before = await chartLine(page, 'torque_nm');
    await expect.poll(() => chartLine(page, 'torque_nm')).not.toBe(before);
    expect(Number.parseFloat(await chartValue(page, 'battery_current_a'))).toBeGreaterThan(1);

    // A recording of the ride downloads as CSV with every signal.
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.getByText(/Recording: ([4-9]|\d\d+) samples/).waitFor();
    await page.getByRole('button', { name: 'Stop recording' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download recording (CSV)' }).click(),
    ]);
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv as Buffer[]).toString('utf8');
    expect(text.split('\n')[0]).toContain('speed_kmh (km/h)');
    expect(text.trim().split('\n').length).toBeGreaterThan(4);
    expect(await axeViolations(page), 'live data').toEqual([]);
    await ride(bridgeUrl, 'stopped');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('passes working sensors and fails a silent speed sensor on live values', async () => {
    const { context, page, errors } = await connectedPage(browser(), { baseUrl, bridgeUrl }, 'healthy');
    await page.goto('/service-tool/component-diagnosis/sensor-diagnosis');
    await page.getByTestId('live-state').getByText('Live').waitFor();
    await ride(bridgeUrl, 'crank');
    await runCheck(page);
    expect([
      await verdict(page, 'speed'),
      await verdict(page, 'torque'),
      await verdict(page, 'cadence'),
    ]).toEqual(['Pass', 'Pass', 'Pass']);

    // The spoke magnet is gone: the wheel turns but the speed sensor reads nothing.
    await ride(bridgeUrl, 'crank', 'speed');
    await runCheck(page);
    await page.getByText('A sensor read outside its range').waitFor();
    expect(await verdict(page, 'speed')).toBe('Fail');
    expect(await verdict(page, 'cadence')).toBe('Pass');
    expect(await page.getByTestId('sensor-speed').innerText()).toContain('read 0.0 km/h');
    expect(await axeViolations(page), 'sensor check').toEqual([]);
    await ride(bridgeUrl, 'stopped');
    expect(errors).toEqual([]);
    await context.close();
  });
});
