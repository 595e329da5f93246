// Issue 28 point 1, the reconnect: a browser whose stored workspace lost its bike to another session
// of the same technician presses "Reconnect Bike" and is asked "held by another session of yours —
// take over?" (401007, decision 2800), as a fresh connect is, instead of a failure alert and the
// connect flow from the start; taking over reconnects the same workspace.
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
  side,
  startConnectFlow,
  vinOf,
} from '../harness/service-tool.ts';

const { baseUrl, bridgeUrl } = thisLane();
const TAKE_OVER = 'This bike is held by another session of yours — take over?';

async function signedIn(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await newContext(browser, baseUrl, { acceptCookies: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, 'dealer@example.com', '/service-tool');
  return { page, errors };
}

describe('service tool: reconnecting a stored workspace whose bike another session holds', () => {
  it('asks to take the bike over and reconnects the same workspace', async () => {
    await putScenario(bridgeUrl, 'healthy');
    const first = await launchBrowser();
    const second = await launchBrowser();
    try {
      const a = await signedIn(first);
      await connectBike(a.page, 'healthy', { newWorkspace: true });
      const workspace = await side(a.page)
        .getByText(/Workspace #\d+/)
        .textContent();

      // The technician's other browser takes the bike (asked, as a fresh connect is).
      const b = await signedIn(second);
      await b.page.goto('/service-tool');
      await startConnectFlow(b.page);
      await b.page.getByLabel('The HMI is on and stays on').check();
      await b.page.getByRole('button', { name: 'Next' }).click();
      await b.page.getByRole('button', { name: 'Next' }).click();
      await b.page.getByRole('button', { name: 'Take over the bike' }).click();
      await confirmVin(b.page, vinOf('healthy'));
      await b.page.keyboard.press('Enter');
      await chooseWorkspace(b.page, { newWorkspace: true });
      await b.page.getByRole('heading', { name: 'Bike connected' }).waitFor({ timeout: 60_000 });
      await b.page.getByRole('button', { name: 'Open the service tool' }).click();
      await b.page.getByRole('navigation', { name: 'Service tool tasks' }).waitFor();

      // The first browser's stored workspace: "Reconnect Bike" meets the bike held, and asks.
      // Its reload finds the session ended ("Bike disconnected") though the bridge reports the bike
      // connected (to the other session); "Reconnect Bike" leads to the workspace's reconnect step.
      await a.page.goto('/service-tool');
      const ended = a.page.getByRole('alertdialog', { name: 'Bike disconnected' });
      await ended.waitFor({ timeout: 60_000 });
      await ended.getByRole('button', { name: 'Reconnect Bike' }).click();
      await a.page.getByRole('heading', { name: 'Reconnect the bike' }).waitFor();
      await a.page.locator('.cb-step').getByRole('button', { name: 'Reconnect Bike' }).click();
      await a.page.getByText(TAKE_OVER).waitFor({ timeout: 30_000 });
      expect(await a.page.getByText('401007').count()).toBe(1);
      expect(await axeViolations(a.page), 'take-over question on reconnect').toEqual([]);
      await screenshot(a.page, 'service-tool-reconnect-take-over');
      await a.page.getByRole('button', { name: 'Take over the bike' }).click();
      await a.page.getByRole('heading', { name: 'Bike connected' }).waitFor({ timeout: 60_000 });
      await a.page.getByRole('button', { name: 'Open the service tool' }).click();
      await a.page.getByRole('navigation', { name: 'Service tool tasks' }).waitFor();
      // The same workspace as before, not a new one.
      expect(
        await side(a.page)
          .getByText(/Workspace #\d+/)
          .textContent(),
      ).toBe(workspace);
      expect([...a.errors, ...b.errors]).toEqual([]);
    } finally {
      await second.close();
      await first.close();
    }
  }, 240_000);
});
