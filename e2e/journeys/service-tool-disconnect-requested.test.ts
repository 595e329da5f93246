// Issue 28 point 3: "Disconnect bike" is the technician's own request, so nothing afterwards may blame
// the cable. The bridge's status event of the disconnect (connector closed) can arrive before the
// call's answer; every text the page showed from the press on is recorded in the page, so a wrong
// message shown for an instant fails too, and the disconnect is repeated to meet the race.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { thisLane } from '../harness/lane.ts';
import { connectBike, connectedPage, journeyBrowser } from '../harness/service-tool.ts';

const { baseUrl, bridgeUrl } = thisLane();
const browser = journeyBrowser();

/** Records whether any of `phrases` appears in the page from now on (a MutationObserver). */
async function watchTexts(page: Page, phrases: string[]): Promise<() => Promise<string[]>> {
  await page.evaluate((watched) => {
    const w = window as unknown as { __seen: Set<string>; __seenObserver?: MutationObserver };
    w.__seen = new Set();
    w.__seenObserver?.disconnect();
    const check = () => {
      const text = document.body.innerText;
      for (const p of watched) if (text.includes(p)) w.__seen.add(p);
    };
    w.__seenObserver = new MutationObserver(check);
    w.__seenObserver.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, phrases);
  return () => page.evaluate(() => [...(window as unknown as { __seen: Set<string> }).__seen]);
}

const BLAME = ['unplugged', 'left the computer', 'Reconnect the bike', 'connection to the bike was lost'];

describe('service tool: a requested disconnect', () => {
  it('is never reported as an unplugged cable', async () => {
    const { context, page, errors } = await connectedPage(browser(), { baseUrl, bridgeUrl }, 'healthy', {
      newWorkspace: true,
    });
    for (let round = 1; round <= 3; round++) {
      await page.getByRole('heading', { level: 1, name: 'Service tool' }).waitFor();
      const seen = await watchTexts(page, BLAME);
      await page.getByRole('button', { name: 'Disconnect bike' }).click();
      // Left: the connect flow starts over at its first step, not at "Reconnect the bike".
      await page.getByRole('heading', { name: 'Switch the bike on' }).waitFor();
      // The bridge reported the disconnect (status stream) while the page was watched.
      await expect
        .poll(async () => (await (await fetch(`${bridgeUrl}/health`)).json()) as unknown)
        .toMatchObject({ connection: 'DISCONNECTED' });
      expect(await seen(), `round ${round}`).toEqual([]);
      if (round < 3) await connectBike(page, 'healthy');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
