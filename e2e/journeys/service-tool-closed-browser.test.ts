// Issue 28 point 1: a closed browser never locks the bike out (decision 2800). A second window of the
// same technician is asked "held by another session of yours — take over?" and takes it; a browser
// closed with the bike connected stops showing signs of life, so after the bridge's grace period a
// new browser connects without any question; another user meets a message saying how the bike is
// freed, not a loop of "Read again".
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '../harness/axe.ts';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { thisLane } from '../harness/lane.ts';
import { screenshot } from '../harness/screenshots.ts';
import { signIn } from '../harness/sign-in.ts';
import {
  chooseWorkspace,
  confirmVin,
  connectBike,
  putScenario,
  startConnectFlow,
  vinOf,
} from '../harness/service-tool.ts';

const { baseUrl, bridgeUrl } = thisLane();
const TAKE_OVER = 'This bike is held by another session of yours — take over?';

async function signedIn(browser: Browser, email: string): Promise<{ page: Page; errors: string[] }> {
  const context = await newContext(browser, baseUrl, { acceptCookies: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, email, '/service-tool');
  return { page, errors };
}

/** The connect flow up to step 3, where the bike's identity is read. */
async function toIdentify(page: Page): Promise<void> {
  await page.goto('/service-tool');
  await startConnectFlow(page);
  await page.getByLabel('The HMI is on and stays on').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'How is the bike connected?' }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
}

const binding = async () =>
  ((await (await fetch(`${bridgeUrl}/health`)).json()) as { session_binding: string }).session_binding;

describe('service tool: the bike after a closed browser', () => {
  it('is taken over by the same user after confirming, freed after a closed browser, and explained to another user', async () => {
    await putScenario(bridgeUrl, 'healthy');
    const first = await launchBrowser();
    const a = await signedIn(first, 'dealer@example.com');
    await connectBike(a.page, 'healthy', { newWorkspace: true });

    // A second browser of the same technician while the first still shows signs of life: asked.
    const second = await launchBrowser();
    const b = await signedIn(second, 'dealer@example.com');
    await toIdentify(b.page);
    await b.page.getByText(TAKE_OVER).waitFor({ timeout: 30_000 });
    expect(await axeViolations(b.page), 'take-over question').toEqual([]);
    await screenshot(b.page, 'service-tool-take-over');
    await b.page.getByRole('button', { name: 'Take over the bike' }).click();
    await confirmVin(b.page, vinOf('healthy'));
    await b.page.keyboard.press('Enter');
    await chooseWorkspace(b.page, { newWorkspace: true });
    await b.page.getByRole('heading', { name: 'Bike connected' }).waitFor({ timeout: 60_000 });
    await b.page.getByRole('button', { name: 'Open the service tool' }).click();
    await b.page.getByRole('navigation', { name: 'Service tool tasks' }).waitFor();
    await first.close();

    // The second browser is closed with the bike connected: its heartbeat stops, the binding expires.
    await second.close();
    await expect.poll(binding, { timeout: 90_000, interval: 200 }).toBe('expired');

    // A new browser: sign in and connect, with no question and no "another window holds the bike".
    const third = await launchBrowser();
    const c = await signedIn(third, 'dealer@example.com');
    await toIdentify(c.page);
    await confirmVin(c.page, vinOf('healthy'));
    expect(await c.page.getByText(TAKE_OVER).count()).toBe(0);
    expect(await c.page.getByText(/another window holds the bike|401005/).count()).toBe(0);
    await c.page.keyboard.press('Enter');
    await chooseWorkspace(c.page, { newWorkspace: true });
    await c.page.getByRole('heading', { name: 'Bike connected' }).waitFor({ timeout: 60_000 });
    await c.page.getByRole('button', { name: 'Open the service tool' }).click();
    await c.page.getByRole('navigation', { name: 'Service tool tasks' }).waitFor();
    expect(await binding()).toBe('held');

    // Another user, while the technician's browser is open: told who holds it and how it is freed.
    const fourth = await launchBrowser();
    const d = await signedIn(fourth, 'harbor@example.com');
    await toIdentify(d.page);
    await d.page.getByText("Another user's portal session holds the bike.").waitFor({ timeout: 30_000 });
    await d.page.getByText(/unplugging the service connector/).waitFor();
    expect(await d.page.getByText(TAKE_OVER).count()).toBe(0);
    expect(await axeViolations(d.page), 'held by another user').toEqual([]);
    await screenshot(d.page, 'service-tool-held-by-another-user');

    expect([...a.errors, ...b.errors, ...c.errors, ...d.errors]).toEqual([]);
    await fourth.close();
    await third.close();
  });
});
