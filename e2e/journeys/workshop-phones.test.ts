// Issue 28 point 8: phones. At 390 px a tapped tool opens with its title on the first screen (not
// under the bike card, 16 tool links and the task list); table rows keep their column names as
// "label value" lines; at 683 px (a workshop PC's half screen) the VIN is never broken mid-number.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenMatrix, viewportOf } from '../harness/screen-matrix.ts';
import { screenshot } from '../harness/screenshots.ts';
import { connectedPage, journeyBrowser, side } from '../harness/service-tool.ts';
import { thisLane } from '../harness/lane.ts';
import { openFromNav } from './service-tool-b-support.ts';

const { baseUrl, bridgeUrl } = thisLane();
const browser = journeyBrowser();

/** The page's console errors, kept from its first tool on (to name why a screen failed). */
const consoleErrors = new WeakMap<Page, string[]>();
const watchConsole = (page: Page) => {
  if (consoleErrors.has(page)) return;
  const seen: string[] = [];
  consoleErrors.set(page, seen);
  page.on('console', (m) => void (m.type() === 'error' && seen.push(m.text())));
};

/** Where the screen's title is: its top and bottom against the window's height. */
const titleBox = async (page: Page, name: string) => {
  const title = page.getByRole('heading', { level: 1, name });
  // Say where the page went when the title is not there (seen on loaded machines).
  const where = async () =>
    `${page.url()} shows ${JSON.stringify(await page.locator('h1').allInnerTexts())}; console: ${(consoleErrors.get(page) ?? []).join(' | ')}`;
  const fail = (what: string) => async (e: unknown) => {
    throw new Error(`${name} title ${what}: ${await where()}`, { cause: e });
  };
  await title.waitFor().catch(fail('missing'));
  const box = await title.boundingBox({ timeout: 10_000 }).catch(fail('gone'));
  if (!box) throw new Error(`${name} title not laid out: ${await where()}`);
  return { top: box.y, bottom: box.y + box.height, height: page.viewportSize()!.height };
};

/** The column name each cell of the first body row shows before its value. */
const shownLabels = (table: Locator) =>
  table.evaluate((t) =>
    [...(t as HTMLTableElement).tBodies[0]!.rows[0]!.cells].map((td) => {
      const before = getComputedStyle(td, '::before');
      return before.display === 'none' ? '' : before.content.replace(/^"|"$/g, '');
    }),
  );

/** How many lines each VIN on the screen takes. */
const vinLines = (page: Page) =>
  page.locator('.st-vin').evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }),
  );

describe('service tool on phones', () => {
  it('opens a tapped tool at its title, keeps column names and whole VINs', async () => {
    const { context, page, errors } = await connectedPage(browser(), { baseUrl, bridgeUrl }, 'healthy', {
      newWorkspace: true,
    });
    await page.evaluate(() => sessionStorage.setItem('mobileNoticeSeen', 'true'));
    watchConsole(page);
    // A phone, and a tablet (768 px), where the side column also stands above the tool.
    for (const width of [390, 768]) {
      await page.setViewportSize(viewportOf(width));
      await page.goto('/service-tool');
      await side(page).waitFor();
      // Full Diagnosis too: its screen crashed on newer Chromium, whose scrollIntoView returns a
      // promise the tool-in-view effect handed React as its clean-up (use-tool-in-view.ts).
      const tools = [
        ['Components overview', 'Components overview'],
        ['Full Diagnosis', 'Full Diagnosis'],
      ] as const;
      for (const [link, title] of tools) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await openFromNav(page, link);
        const box = await titleBox(page, title);
        expect(box.top, `${title} below the first screen at ${width} px`).toBeLessThan(box.height);
        expect(box.bottom).toBeLessThanOrEqual(box.height);
      }
      await screenshot(page, `workshop-phones-tool-title-${width}`);
    }

    await page.setViewportSize(viewportOf(390));
    await page.goto('/service-tool');
    await page.getByRole('heading', { level: 1, name: 'Service tool' }).waitFor();
    await page.locator('.ov-table').last().waitFor();
    expect(await shownLabels(page.locator('.ov-table').last())).toEqual([
      'Component',
      'Serial number',
      'Module ID',
      'Firmware',
      'Hardware',
    ]);
    await screenshot(page, 'workshop-phones-overview-390');

    await page.setViewportSize({ width: 683, height: 768 });
    for (const lines of await vinLines(page)) expect(lines).toBe(1);
    await screenshot(page, 'workshop-phones-overview-683');
    expect(errors).toEqual([]);

    await screenMatrix(page, '/service-tool/components-overview', 'workshop-phones-components', async (p) => {
      await p.locator('.service-tool-content h1').waitFor();
    });
    await context.close();
  }, 240_000);
});
