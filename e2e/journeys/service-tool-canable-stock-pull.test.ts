// The stock CANable (the emulator of normaldotcom/canable2-fw on a pty, in its own process) pulled out
// of the computer in the middle of the controller's firmware update. The adapter answers nothing, so
// the bridge learns of the pull from the port alone; the portal must still say what Lawicel and
// gs_usb pulls say — the connector left the computer, the update was cut short and the rescue is next
// — and after plugging it back in, reconnecting finds the controller in its bootloader and the
// bootloader rescue brings it back.
import { DemoFleet } from '@dealer/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { armAdapterPull, bafangSerialBridgeForThisFile, plugAdapterBackIn } from '../harness/bafang-pty.ts';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { openTaskList, side } from '../harness/service-tool.ts';
import { signIn } from '../harness/sign-in.ts';
import { bridgeGet, connectBike, reconnectBike, sessionToken } from './service-tool-b-support.ts';
import { laneLogTails, thisLane } from '../harness/lane.ts';

const urls = thisLane();
const { devicePath } = bafangSerialBridgeForThisFile('firmware_update_available', 'canable2');

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser, urls.baseUrl, { acceptCookies: true })).newPage();
  errors = watchErrors(page);
  await signIn(page, 'dealer@example.com', '/service-tool');
  await connectBike(page, DemoFleet.firmware_update_available.vin);
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

it('reports the pulled stock CANable as the connector gone, and the rescue completes once it is back', async () => {
  const token = await sessionToken(page);
  expect(await bridgeGet(urls.bridgeUrl, token, '/v2/connector/basic_info', urls.baseUrl)).toMatchObject({
    adapter_kind: 'canable',
  });
  await side(page).getByRole('link', { name: 'Firmware update', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Firmware update' }).waitFor();
  await page.getByRole('checkbox', { name: /Firmware 2\.4\.1/ }).uncheck();
  armAdapterPull();
  await page.getByRole('button', { name: 'Update 1 image' }).click();
  await page.getByRole('heading', { name: 'Result' }).waitFor({ timeout: 120_000 });
  await page.getByText('Not updated').waitFor();
  const result = page.getByRole('region', { name: 'Result' });
  await result.getByText(/The update was cut short: the component may be left in its bootloader/).waitFor();
  // The pulled connector in its own words, not the lost link of a bike that went quiet.
  await page
    .getByRole('status')
    .filter({ hasText: 'The service connector left the computer.' })
    .getByRole('button', { name: 'Reconnect Bike' })
    .waitFor();
  expect(await page.getByText('The connection to the bike was lost').count()).toBe(0);

  await plugAdapterBackIn(devicePath);
  await reconnectBike(page);
  await side(page).getByText('Component in bootloader · controller').waitFor();
  await page.goto('/service-tool/bootloader-rescue');
  await page.getByRole('button', { name: 'Rescue controller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activity complete' });
  await dialog.waitFor({ timeout: 180_000 }).catch(async (e: unknown) => {
    // Say what the page and the processes said instead (a full run's logs are deleted with its lane).
    const shown = await page
      .locator('[role="alert"], [role="alertdialog"], [role="status"], .service-tool-content')
      .allInnerTexts();
    throw new Error(
      `the rescue did not complete within 180 s; the page shows: ${shown.join(' | ').slice(0, 1500)}\n` +
        laneLogTails(['bridge-serial-', 'bafang-pty-']),
      { cause: e },
    );
  });
  expect(await dialog.textContent()).toContain('Component in bootloader');
  await dialog.getByRole('button', { name: 'Back to overview' }).click();
  await page.getByRole('heading', { level: 1, name: 'Service tool' }).waitFor();
  expect(await page.getByRole('cell', { name: 'in bootloader', exact: true }).count()).toBe(0);
  expect(await openTaskList(page).textContent()).not.toContain('Component in bootloader');
  expect(errors).toEqual([]);
}, 400_000);
