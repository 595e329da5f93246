// error_code_danger and error_code_warning: connect each bike, see its error-code task and band, open
// the problem-solving article of the reported code from component diagnosis, then clear the codes
// after confirming the repair — the task completes (activity-complete dialog, band). On the warning
// bike the cause is first left in place on the bench: the code comes back and its task stays open.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { signIn } from '../harness/sign-in.ts';
import {
  checkScreen,
  connectBike,
  healthBand,
  openFromNav,
  openTaskNames,
  setScenario,
} from './service-tool-b-support.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser, baseUrl, { acceptCookies: true })).newPage();
  errors = watchErrors(page);
  await signIn(page, 'dealer@example.com', '/');
});
afterAll(async () => {
  await browser?.close();
});

/** Bench action: the cause of a code is present on a part (PUT /sim/error_cause), or repaired. */
async function setErrorCause(partType: string, code: string, present: boolean): Promise<void> {
  const res = await fetch(`${bridgeUrl}/sim/error_cause`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ part_type: partType, code, present }),
  });
  expect(res.status).toBe(200);
}

const codeRow = (code: string, state: 'Current' | 'History') =>
  page.getByRole('row', { name: new RegExp(code) }).filter({ hasText: state });

/** Opens the confirmation, checks it (axe, screenshots), confirms the repair and clears. */
async function clearCodes(screen?: string): Promise<void> {
  await page.getByRole('button', { name: 'Clear error codes' }).click();
  const confirmation = page.getByRole('group', { name: 'Clear the error codes after the repair' });
  await confirmation.waitFor();
  if (screen) await checkScreen(page, screen);
  const clearNow = confirmation.getByRole('button', { name: 'Clear now' });
  expect(await clearNow.isDisabled()).toBe(true);
  await confirmation.getByLabel('The cause of these error codes has been repaired').check();
  await clearNow.click();
}

/** The activity-complete dialog names the completed task; closing it leaves no open error-code task. */
async function expectTaskCompleted(task: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Activity complete' });
  await dialog.waitFor({ timeout: 30_000 });
  expect(await dialog.innerText()).toContain('Clear error codes');
  expect(await dialog.locator('.st-done-list').innerText()).toContain(task);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await dialog.waitFor({ state: 'detached' });
}

const cases = [
  { scenario: 'error_code_danger', task: 'Serious error code', band: 'Poor', code: '0x0101', part: 'motor' },
  { scenario: 'error_code_warning', task: 'Error code', band: 'Healthy', code: '0x0302', part: 'torque' },
] as const;

for (const c of cases) {
  it(`${c.scenario}: the ${c.code} article opens from the error code, and clearing after the repair completes the task`, async () => {
    await connectBike(page, await setScenario(bridgeUrl, c.scenario));
    expect(await openTaskNames(page)).toContain(c.task);
    expect(await healthBand(page)).toBe(c.band);
    await openFromNav(page, 'Component diagnosis');
    const row = codeRow(c.code, 'Current');
    await row.waitFor();
    await checkScreen(page, `component-diagnosis-${c.scenario}`);
    await row.getByRole('link').click();
    await page.waitForURL('**/service-tool/problem-solving/*');
    await page.getByText(`Error code ${c.code}`).waitFor();
    await checkScreen(page, `problem-solving-${c.scenario}`);

    await openFromNav(page, 'Component diagnosis');
    await codeRow(c.code, 'Current').waitFor();
    if (c.scenario === 'error_code_warning') {
      // The repair was not done: the code comes back at once and its task stays open.
      await setErrorCause(c.part, c.code, true);
      await clearCodes();
      const alert = page.getByRole('alert').filter({ hasText: 'These error codes came back at once' });
      await alert.waitFor({ timeout: 30_000 });
      expect(await alert.innerText()).toContain(c.code);
      await codeRow(c.code, 'Current').waitFor();
      expect(await page.getByRole('dialog', { name: 'Activity complete' }).count()).toBe(0);
      expect(await openTaskNames(page)).toContain(c.task);
      await setErrorCause(c.part, c.code, false);
    }
    await clearCodes(`clear-error-codes-${c.scenario}`);
    await expectTaskCompleted(c.task);
    await codeRow(c.code, 'History').waitFor();
    expect(await codeRow(c.code, 'Current').count()).toBe(0);
    await expect.poll(() => openTaskNames(page)).toContain('No open tasks.');
    expect(await healthBand(page)).toBe('Healthy');
    expect(errors).toEqual([]);
  });
}
