// The UDS bike over the Wi-Fi adapter: the simulator behind the WiCAN emulator (written from
// meatpiHQ/wican-fw) on a TCP port, in its own process, and the bridge's tcp driver on that address
// (BRIDGE_DRIVER=tcp), so every frame crosses a real TCP connection and the adapter's slcan. The portal
// connects the bike through its Bluetooth/wireless step (a search that finds no Bluetooth here and says
// what to do, then the Wi-Fi adapter chosen by address, decision 2902), shows the link in use beside the
// bike, runs a full diagnosis and updates the HMI's firmware over the measured link (decision 2903),
// verified on the bike.
import { DemoFleet } from '@dealer/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { wicanTcpBridgeForThisFile } from '../harness/bafang-pty.ts';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { openTaskList, side, startConnectFlow } from '../harness/service-tool.ts';
import { signIn } from '../harness/sign-in.ts';
import {
  bridgeGet,
  closeActivityDialog,
  confirmVinAndOpen,
  healthBand,
  openFromNav,
  runFullDiagnosis,
  sessionToken,
} from './service-tool-b-support.ts';
import { thisLane } from '../harness/lane.ts';

const urls = thisLane();
const { tcpAddress } = wicanTcpBridgeForThisFile('firmware_update_available');

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser, urls.baseUrl, { acceptCookies: true })).newPage();
  errors = watchErrors(page);
  await signIn(page, 'dealer@example.com', '/service-tool');
  await connectOverWifi(DemoFleet.firmware_update_available.vin);
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

/** The connect flow's Bluetooth choice: search, then the Wi-Fi adapter by its address. */
async function connectOverWifi(vin: string): Promise<void> {
  await page.goto('/service-tool');
  await startConnectFlow(page);
  await page.getByLabel('The HMI is on and stays on').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Bluetooth/ }).check();
  await page.getByText('No wireless adapter chosen yet').waitFor();
  // This machine has no Bluetooth and nothing announces itself: the step says what to do instead.
  await page.getByRole('button', { name: 'Search for Bluetooth adapters' }).click();
  await page.getByText(/This computer has no Bluetooth.*enter a Wi-Fi adapter's address/).waitFor({
    timeout: 30_000,
  });
  await page.getByLabel('Wi-Fi adapter address (host:port)').fill(tcpAddress());
  await page.getByRole('button', { name: 'Use this address' }).click();
  await page.getByText(`Adapter: ${tcpAddress()}`).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await confirmVinAndOpen(page, vin);
}

const fromBridge = async <T>(path: string) =>
  bridgeGet<T>(urls.bridgeUrl, await sessionToken(page), path, urls.baseUrl);

it('connects the UDS bike through the Wi-Fi adapter chosen by address, and shows the link in use', async () => {
  expect(await fromBridge('/v1/system_bridge/wireless_adapter')).toMatchObject({
    chosen: { link: 'tcp', address: tcpAddress() },
  });
  await side(page).getByText(`Link: Wi-Fi adapter at ${tcpAddress()}`).waitFor();
  expect(await fromBridge('/v2/connector/basic_info')).toMatchObject({
    driver: 'tcp',
    serial_path: tcpAddress(),
    adapter_kind: 'wican',
    adapter_version: '20.11',
    bus_bitrate: 500_000,
    bus_protocol: 'uds',
  });
  expect(await healthBand(page)).toBe('Healthy');
  await side(page).getByText('Firmware update available · HMI').waitFor();
});

it('runs a full diagnosis over the Wi-Fi link: every stage read, the two firmware offers found', async () => {
  const { status, findings } = await runFullDiagnosis(page);
  expect(status).toEqual({
    Identification: 'pass',
    'Error codes': 'pass',
    Batteries: 'pass',
    Firmware: 'fail',
    Usage: 'pass',
    'Tasks and health score': 'pass',
  });
  expect(findings).toContain('10 components answered');
  expect(findings.filter((f) => / → (5\.3\.2|2\.4\.1) available$/.test(f))).toHaveLength(2);
  expect(findings).toContain('Health score 90 (Healthy)');
});

it('updates the HMI firmware over the Wi-Fi link, its time predicted, and the bike runs the new version', async () => {
  await openFromNav(page, 'Firmware update');
  await page.getByRole('heading', { level: 1, name: 'Firmware update' }).waitFor();
  await page.getByRole('checkbox', { name: /Firmware 5\.3\.2/ }).uncheck();
  await page.getByRole('button', { name: 'Update 1 image' }).click();
  // The bridge measured the Wi-Fi link before writing; the progress names the predicted time.
  await page.getByText(/Wireless link: about \d+ min predicted/).waitFor({ timeout: 120_000 });
  await page.getByRole('heading', { name: 'Result' }).waitFor({ timeout: 240_000 });
  await closeActivityDialog(page);
  expect(await page.getByText('Verified on the bike').count()).toBe(1);
  expect(await page.getByText('Not updated').count()).toBe(0);
  const info = await fromBridge<{ components: { part_type: string; firmware_version: string }[] }>(
    '/v2/bike/basic_info',
  );
  expect(info.components.find((c) => c.part_type === 'hmi')?.firmware_version).toBe('2.4.1');
  // The HMI's task completed; the controller's, not updated, stays open.
  await side(page)
    .getByText(/Completed: Firmware update available · HMI/)
    .waitFor();
  await openTaskList(page).getByText('Firmware update available · controller').waitFor();
  expect(errors).toEqual([]);
});
