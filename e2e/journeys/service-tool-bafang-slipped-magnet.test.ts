// A Bafang CAN bike whose speed-sensor magnet slipped: BF-21 on the speed sensor with its article,
// and the sensor check and live data shown unavailable with the bridge's reason rather than charts
// fed with values the bike does not give in our units.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { bafangBridgeForThisFile } from '../harness/bridge-swap.ts';
import { checkScreen, openFromNav } from './service-tool-b-support.ts';
import { expectUnavailablePage, startBafang } from './service-tool-bafang-support.ts';

const urls = { baseUrl: inject('baseUrl'), bridgeUrl: inject('bridgeUrl') };
bafangBridgeForThisFile();

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await startBafang(urls.baseUrl, urls.bridgeUrl, 'bafang_slipped_magnet'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

it('reports BF-21 on the speed sensor with its article', async () => {
  await openFromNav(page, 'Component diagnosis');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'BF-21', exact: true }) });
  await row.waitFor();
  expect(await row.innerText()).toMatch(/speed sensor/i);
  await row.getByRole('link').click();
  await page.getByText('Error code BF-21').first().waitFor();
  await checkScreen(page, 'bafang-slipped-magnet-article');
});

it('shows the sensor check and live data unavailable with the reason', async () => {
  await expectUnavailablePage(
    page,
    urls,
    '/service-tool/component-diagnosis/sensor-diagnosis',
    'live_data',
    'bafang-sensor-diagnosis',
  );
  await openFromNav(page, 'Live data');
  await page.getByRole('heading', { name: 'Live data is not available on this bike' }).waitFor();
  await checkScreen(page, 'bafang-live-data');
  expect(errors).toEqual([]);
});
