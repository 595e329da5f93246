// Issue 17 points 6 and 7: the connect flow reads the VIN from the bike and asks only to confirm it
// (focus in the field, Enter confirms: what a barcode scanner sends), offers no Bluetooth the bridge
// cannot use, skips a workspace step without a choice; a connector pulled while idle says so, and
// "Reconnect Bike" resumes the same bike in the same workspace; a bridge failure reads in plain words
// with its code in small print, never the bridge's English.
import { describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { axeViolations } from '../harness/axe.ts';
import { newContext, watchErrors } from '../harness/browser.ts';
import { screenshot } from '../harness/screenshots.ts';
import { journeyBrowser, putScenario, side } from '../harness/service-tool.ts';
import { signIn } from '../harness/sign-in.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
const browser = journeyBrowser();

const plug = (plugged: boolean) =>
  fetch(`${bridgeUrl}/sim/connector`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ plugged }),
  });

describe('service tool: identify, do not ask', () => {
  it('reads the VIN, resumes the same workspace after a pulled connector, and speaks plainly', async () => {
    await putScenario(bridgeUrl, 'healthy');
    const context = await newContext(browser(), baseUrl, { acceptCookies: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, 'dealer@example.com', '/service-tool');

    // Notice: focus on the confirmation; Enter ticks it, Enter again goes on.
    await page.getByRole('heading', { name: 'Switch the bike on' }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // Connection type: Bluetooth is offered (a wireless adapter, decision 2902); Enter goes on with the cable.
    await page.getByRole('heading', { name: 'How is the bike connected?' }).waitFor();
    const ble = page.getByRole('radio', { name: /Bluetooth/ });
    await expect.poll(() => ble.isDisabled()).toBe(false);
    expect(await page.getByRole('radio', { name: /Cable/ }).isChecked()).toBe(true);
    expect(await axeViolations(page), 'connection type').toEqual([]);
    await screenshot(page, 'service-tool-t-identify-method');
    await page.keyboard.press('Enter');

    // Which bike: read from the bike, nothing typed; the field has the focus.
    await page
      .getByRole('heading', { name: 'Is this the bike on the stand?' })
      .waitFor({ timeout: 30_000 })
      .catch(async (e: unknown) => {
        // What the step showed instead (a failed read names its reason) goes with the failure.
        throw new Error(`${String(e)}\n${await page.locator('main').innerText()}`);
      });
    const vin = page.getByLabel('VIN');
    expect(await vin.inputValue()).toBe(DemoFleet.healthy.vin);
    expect(await vin.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolations(page), 'confirm VIN').toEqual([]);
    await screenshot(page, 'service-tool-t-identify-confirm');
    await page.keyboard.press('Enter');
    // The workspace step only when there is a choice.
    const choose = page.getByRole('heading', { name: 'Choose the workspace' });
    const connected = page.getByRole('heading', { name: 'Bike connected' });
    await choose.or(connected).waitFor({ timeout: 60_000 });
    if (await choose.isVisible()) {
      expect(await page.getByRole('radio').count()).toBe(2);
      await page.keyboard.press('Enter');
    }
    await connected.waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Open the service tool' }).click();
    await side(page).locator('.st-vin').waitFor();
    const workspaceId = await page.evaluate(() => localStorage.getItem('workspaceId'));
    expect(workspaceId).toMatch(/^\d+$/);

    // The connector pulled while the overview is idle: the screen says so and offers to reconnect.
    expect((await plug(false)).status).toBe(200);
    await page.getByRole('heading', { name: 'Reconnect the bike' }).waitFor({ timeout: 30_000 });
    await page.getByText('The service connector was unplugged from the computer.').waitFor();
    await page.getByText(`Workspace #${workspaceId}`).waitFor();
    expect(await page.getByRole('heading', { name: 'Switch the bike on' }).count()).toBe(0);
    expect(await axeViolations(page), 'reconnect').toEqual([]);
    await screenshot(page, 'service-tool-t-identify-connector-pulled');

    // Plugged in again: one press reconnects the same bike in the same workspace.
    expect((await plug(true)).status).toBe(200);
    await page.getByRole('button', { name: 'Reconnect Bike' }).click();
    await connected.waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Open the service tool' }).click();
    await side(page).locator('.st-vin').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('workspaceId'))).toBe(workspaceId);

    // A bridge failure in plain words: what happened, what to do, the code in small print.
    await page.route(`${bridgeUrl}/v2/control_and_display_unit/setting/speed_unit**`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 504,
            contentType: 'application/json',
            headers: { 'access-control-allow-origin': new URL(baseUrl).origin },
            body: JSON.stringify({
              code: 300010,
              reason: 'none',
              message: 'CAN transport failed: N_BS_TIMEOUT',
              action: 'Set speed unit',
            }),
          })
        : route.continue(),
    );
    await side(page)
      .getByRole('link', { name: /^Bike settings/ })
      .click();
    const miles = page.getByRole('button', { name: 'Miles (mph)' });
    await expect.poll(() => miles.isEnabled(), { timeout: 30_000 }).toBe(true);
    await miles.click();
    const alert = page.getByRole('alertdialog', { name: 'The bike does not answer through the cable.' });
    await alert.waitFor();
    await alert.getByText(/Check that the cable sits firmly in the bike’s diagnosis port/).waitFor();
    await alert.getByText(/Code 300010/).waitFor();
    expect(await alert.innerText()).not.toMatch(/N_BS_TIMEOUT|CAN transport|error code:/);
    expect(await axeViolations(page), 'plain error').toEqual([]);
    await screenshot(page, 'service-tool-t-identify-plain-error');
    expect(errors.filter((e) => !/504|speed_unit/.test(e))).toEqual([]);
    await context.close();
  });
});
