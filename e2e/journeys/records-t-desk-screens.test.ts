// Issue 17's screenshot matrix for the screens of a workshop's day: the dealer's home and service
// book, the service center's home and case review, in both themes, German and Japanese, at 390, 768
// and 1440 px, each with axe and nothing scrolling sideways. Each screen loads once per language and
// theme and is then looked at in all three widths (a resize must not leave it wider than the window).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../harness/browser.ts';
import { screenMatrix, setLook, viewportOf } from '../harness/screen-matrix.ts';
import { DemoFleet } from '@dealer/contracts';
import { signInParties } from './claims-support.ts';
import { call } from './records-api.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl } = thisLane();
let browser: Browser;
const contexts: BrowserContext[] = [];
let dealer: Page;
let center: Page;
const pageErrors: string[][] = [];
const BIKE = DemoFleet.error_code_danger;

beforeAll(async () => {
  browser = await launchBrowser();
  const parties = await signInParties(browser, baseUrl, { phones: true });
  ({ dealer, center } = parties);
  contexts.push(...parties.contexts);
  pageErrors.push(...parties.pageErrors);
  // A job with every detail a book entry holds, so the matrix shows a full entry's layout.
  await call(dealer, 'POST', '/api/service_book/', {
    vin: BIKE.vin,
    title: 'Brake pads and chain replaced after the spring check',
    description: 'Chain stretched 0.75 %; rear pads worn to 1 mm.',
    status: 'done',
    odometer_km: 1843,
    labour_minutes: 50,
    technician: 'Mia Keller',
    parts: [
      { name: 'Brake pads', part_number: 'BP-220', quantity: 2 },
      { name: 'Chain 11-speed', part_number: 'CN-HG601', quantity: 1 },
    ],
  });
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe("the dealer's day", () => {
  it('the home page with its recent activity', async () => {
    await screenMatrix(dealer, '/', 'dealer-home', (page) =>
      page.locator('main .home-list li').first().waitFor(),
    );
  });

  it('the service book', async () => {
    await screenMatrix(dealer, `/service-book?vin=${BIKE.vin}`, 'dealer-service-book', (page) =>
      page.locator('li[data-status="done"]').first().waitFor(),
    );
  });
});

describe("the service center's desk", () => {
  it('the home page with the cases of its region', async () => {
    await screenMatrix(center, '/', 'center-home', (page) =>
      page.locator('main section a[href*="case-review"]').first().waitFor(),
    );
  });

  it('case review', async () => {
    await screenMatrix(center, '/case-review', 'case-review', (page) =>
      page.locator('article.cr-case').first().waitFor(),
    );
  });

  it("shows the open screen's link whole in the phone's scrolling bar", async () => {
    await setLook(center, 'light', 'de');
    await center.setViewportSize(viewportOf(390));
    await center.goto('/case-review');
    const active = center.locator('.main-nav-links a.active');
    await active.waitFor();
    const bar = (await center.locator('.main-nav-links').boundingBox())!;
    const link = (await active.boundingBox())!;
    expect(link.x, 'cut on the left').toBeGreaterThanOrEqual(bar.x - 0.5);
    expect(link.x + link.width, 'cut on the right').toBeLessThanOrEqual(bar.x + bar.width + 0.5);
    for (const errors of pageErrors) expect(errors).toEqual([]);
  });
});
