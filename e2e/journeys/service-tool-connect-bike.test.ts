// The connect-bike flow's other branches: no system bridge (alert with the installer downloads), "not my
// bike" (the bike on the stand is another one: settled by the frame number with its reconfirm step) and
// an unknown bike (bike-authorization request with brand, model, region, service center, country, frame
// number and photos).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import fs from 'node:fs';
import { BridgeInstaller, DemoFleet } from '@dealer/contracts';
import { archiveEntries } from '../harness/archive-listing.ts';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { signIn } from '../harness/sign-in.ts';
import { axeViolations } from '../harness/axe.ts';
import { screenshot } from '../harness/screenshots.ts';
import { putScenario, side, tinyPng, vinOf } from '../harness/service-tool.ts';
import { thisLane } from '../harness/lane.ts';
import { localeMessages } from '../harness/locale-messages.ts';
import { holdRequests } from '../harness/held-requests.ts';

const { baseUrl, bridgeUrl } = thisLane();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function toIdentify(page: Page) {
  await page.goto('/service-tool');
  await page.getByLabel('The HMI is on and stays on').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  // The VIN the bike reports waits in the focused field for the technician to confirm or type over.
  await page.waitForFunction(() => document.activeElement?.closest('.cb-vin-field') != null);
}

describe('service tool: connect-bike branches', () => {
  it('without a system bridge offers the installer downloads', async () => {
    const context = await newContext(browser, baseUrl, { acceptCookies: true });
    const page = await context.newPage();
    await signIn(page, 'dealer@example.com', '/');
    await page.route(`${bridgeUrl}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/service-tool');
    await page.getByLabel('The HMI is on and stays on').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('not found', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Download for Windows' }).waitFor();
    expect(await page.getByRole('link', { name: 'Download for macOS' }).getAttribute('href')).toBe(
      '/downloads/system-bridge-13.4.0-macos.tar.gz',
    );
    // Both links lead to a real package: the bundled bridge and its start script inside.
    for (const [name, start] of [
      ['Download for Windows', 'start-bridge.cmd'],
      ['Download for macOS', 'start-bridge.command'],
    ] as const) {
      const link = page.getByRole('link', { name });
      const response = await page.request.get((await link.getAttribute('href'))!);
      expect(response.status(), name).toBe(200);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      const bytes = fs.readFileSync(await download.path());
      expect(bytes.length, name).toBeGreaterThan(0);
      expect((await response.body()).equals(bytes), name).toBe(true);
      const entries = await archiveEntries(bytes);
      expect(entries.map((e) => e.name)).toContain(`${BridgeInstaller.folder}/bridge.mjs`);
      const startScript = entries.find((e) => e.name === `${BridgeInstaller.folder}/${start}`);
      // The macOS start script must stay executable after unpacking.
      if (start.endsWith('.command')) expect(startScript?.mode).toBe(0o755);
      else expect(startScript).toBeDefined();
    }
    await page.getByRole('button', { name: 'Next' }).click();
    const alert = page.getByRole('alertdialog', { name: 'System Bridge not found' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Download for Windows' }).waitFor();
    expect(await axeViolations(page), 'bridge missing').toEqual([]);
    await screenshot(page, 'service-tool-connect-bridge-missing');
    await context.close();
  });

  // A tap on Next must land on Next: the bridge's answers (status, adapters, connection types) arrive
  // after the step is shown and must not move it on a phone (they did, and a tap landed beside it) —
  // in English and in two languages whose sentences are longer.
  it('keeps Next in its place on a phone while the bridge answers step 2', async () => {
    const context = await newContext(browser, baseUrl, { acceptCookies: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, 'dealer@example.com', '/');
    await page.evaluate(() => sessionStorage.setItem('mobileNoticeSeen', 'true'));
    await page.setViewportSize({ width: 390, height: 844 });
    for (const language of ['en', 'de', 'fi']) {
      const words = localeMessages(language);
      await page.evaluate((code) => localStorage.setItem('lang', code), language);
      const calls = ['system_bridge/adapters', 'system_bridge/version_info', 'status/all'];
      const held = await holdRequests(
        page,
        calls.map((call) => `${bridgeUrl}/v1/${call}`),
      );
      await page.goto('/service-tool');
      await page.locator('.cb-step input[type="checkbox"]').check();
      await page.locator('.cb-step .form-actions button').last().click();
      await page.getByRole('heading', { name: words['st.connect.method.title'] }).waitFor();
      const next = page.locator('.cb-step .form-actions button').last();
      const before = await next.boundingBox();
      const asking = await page.getByText(words['st.connect.lookingForAdapters']!).isVisible();
      held.release();
      await page.getByText(words['st.connect.status.running']!, { exact: true }).waitFor();
      await page.getByText(words['st.connect.noAdapterFound']!).waitFor();
      await page.locator('input[value="ble"]:enabled').waitFor();
      const after = await next.boundingBox();
      await held.stop();
      expect(before, `Next laid out (${language})`).not.toBeNull();
      expect(after?.y, `Next moved when the bridge answered (${language})`).toBeCloseTo(before!.y, 0);
      expect(asking, `the adapter sentence said the bridge was being asked (${language})`).toBe(true);
      await screenshot(page, `service-tool-connect-method-phone-${language}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('"not my bike": the frame number, entered twice, switches to the bike on the stand', async () => {
    await putScenario(bridgeUrl, 'healthy');
    const context = await newContext(browser, baseUrl, { acceptCookies: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, 'dealer@example.com', '/');
    await toIdentify(page);
    // The technician names another bike of the shop than the one on the stand.
    await page.getByLabel('VIN').fill(vinOf('firmware_update_available'));
    await page.keyboard.press('Enter');
    // The workspace step only when there is one to continue.
    const choose = page.getByRole('heading', { name: 'Choose the workspace' });
    const notMine = page.getByRole('heading', { name: 'Not my bike?' });
    await choose.or(notMine).waitFor({ timeout: 60_000 });
    if (await choose.isVisible()) await page.getByRole('button', { name: 'Connect bike' }).click();
    await notMine.waitFor({ timeout: 60_000 });
    await page.getByText(`Continue with ${vinOf('healthy')}`).waitFor();
    await page.getByLabel('Frame number').fill(DemoFleet.healthy.frameNumber);
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByLabel('Enter the frame number again')
      .fill(DemoFleet.healthy.frameNumber.replace(/1$/, '7'));
    await page.getByRole('button', { name: 'Confirm frame number' }).click();
    await page.getByText('The two entries differ').waitFor();
    expect(await axeViolations(page), 'not my bike').toEqual([]);
    await screenshot(page, 'service-tool-connect-not-my-bike');
    await page.getByLabel('Enter the frame number again').fill(DemoFleet.healthy.frameNumber.toLowerCase());
    await page.getByRole('button', { name: 'Confirm frame number' }).click();
    await page.getByRole('heading', { name: 'Bike connected' }).waitFor({ timeout: 60_000 });
    await page.getByText(vinOf('healthy')).first().waitFor();
    await page.getByRole('button', { name: 'Open the service tool' }).click();
    expect(await side(page).locator('.st-vin').textContent()).toBe(vinOf('healthy'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unknown bike is sent for authorization with the selectors and photos', async () => {
    const context = await newContext(browser, baseUrl, { acceptCookies: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, 'dealer@example.com', '/');
    await toIdentify(page);
    await page.getByLabel('VIN').fill('WVWZZZ1JZXW000001');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Unknown bike' }).waitFor();
    await page.getByText('Bike authorization').waitFor();
    await page.getByRole('button', { name: 'Send for authorization' }).click();
    await page.getByText('Required').first().waitFor();
    await page.getByLabel('Frame number').fill('WKT99000001');
    await page.getByLabel('Brand').selectOption({ label: 'Kestrel Cycles' });
    await page.getByLabel('Bike model').selectOption({ label: 'Kestrel Trail 9' });
    // Region, service center and country come from the shop; they can be changed.
    expect(await page.getByLabel('Region').inputValue()).not.toBe('');
    expect(await page.getByLabel('Service center').inputValue()).not.toBe('');
    expect(await page.getByLabel('Service country').inputValue()).toBe('DE');
    await page.getByLabel('Photo of the VIN').setInputFiles(tinyPng);
    await page.getByLabel('Photo of the bike').setInputFiles({ ...tinyPng, name: 'bike.png' });
    expect(await axeViolations(page), 'unknown bike').toEqual([]);
    await screenshot(page, 'service-tool-connect-unknown-bike');
    await page.getByRole('button', { name: 'Send for authorization' }).click();
    await page.getByRole('heading', { name: 'Request sent' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
