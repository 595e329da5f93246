// The service center's audit log (issue 15): the service-center demo account changes a dealer's
// shop through the API (its phone number, as the dealers screen's owner may), opens the audit log
// from the main navigation, finds the change at the top with its own e-mail, the shop's id and the
// changed field, filters it by subject, action and subject id (the filters land in the URL and
// survive a reload), and sees the empty state for a range with nothing in it. axe in both themes.
// The shop's number is put back afterwards (a second entry), so other journeys see it unchanged.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { signIn } from '../harness/sign-in.ts';
import { axeViolations } from '../harness/axe.ts';
import { screenshot } from '../harness/screenshots.ts';
import { clickNavLink } from '../harness/navigation.ts';
import { call } from './records-api.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl } = thisLane();
const CENTER = 'service@example.com';
const NEW_PHONE = '+31 20 555 0199';
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let shop: { id: number; phone_number: string } | undefined;

/** axe in light and dark, a screenshot of each; the theme is left light. */
async function checkScreen(name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(page), `${name} light`).toEqual([]);
  await screenshot(page, `${name}-light`);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(await axeViolations(page), `${name} dark`).toEqual([]);
  await screenshot(page, `${name}-dark`);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}

const firstRow = () => page.getByRole('table').getByRole('row').nth(1);

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { acceptCookies: true });
  page = await context.newPage();
  errors = watchErrors(page);
  await signIn(page, CENTER);
  // The first screen of a freshly started product (its first API calls compile their code) may take
  // longer than a locator's 30 s on a busy machine.
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor({ timeout: 90_000 });
});
afterAll(async () => {
  if (shop)
    await call(page, 'PATCH', `/api/account/bike_shop/${shop.id}`, { phone_number: shop.phone_number });
  await context?.close();
  await browser?.close();
});

it('shows the dealer change the service center just made, at the top of its region’s log', async () => {
  const shops = await call<{ id: number; name: string; phone_number: string }[]>(
    page,
    'GET',
    '/api/search/bike_shop',
  );
  const target = shops[0]!;
  const changed = await call<{ phone_number: string }>(page, 'PATCH', `/api/account/bike_shop/${target.id}`, {
    phone_number: NEW_PHONE,
  });
  shop = target;
  expect(changed.phone_number).not.toBe(target.phone_number);

  await clickNavLink(page, 'Audit log');
  await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
  const row = firstRow();
  await row.getByText('phoneNumber').waitFor();
  const cells = await row.getByRole('cell').allTextContents();
  expect(cells[1]).toContain(CENTER);
  expect(cells.slice(2, 5)).toEqual(['Bike shop', String(target.id), 'Updated']);
  // When: the browser's locale and time, to the second, within the last minutes.
  const when = await row.locator('time').getAttribute('datetime');
  expect(Date.now() - Date.parse(when!)).toBeLessThan(5 * 60_000);
  await checkScreen('audit-log');
});

it('filters by subject, action and subject id through the URL, and shows an empty range', async () => {
  const filters = page.getByRole('search', { name: 'Filter the audit log' });
  await filters.getByLabel('Subject', { exact: true }).selectOption({ label: 'Bike shop' });
  await filters.getByLabel('Action').selectOption({ label: 'Updated' });
  await filters.getByLabel('Subject ID').fill(String(shop!.id));
  await page.waitForURL(
    (url) =>
      url.searchParams.get('subject') === 'shop' &&
      url.searchParams.get('action') === 'update' &&
      url.searchParams.get('subject_id') === String(shop!.id),
  );
  await page.reload();
  await firstRow().getByText('phoneNumber').waitFor();
  const subjects = await page
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => `${r.getAttribute('data-subject')}/${r.getAttribute('data-action')}`),
    );
  expect(new Set(subjects)).toEqual(new Set(['shop/update']));
  expect(await page.getByLabel('Subject ID').inputValue()).toBe(String(shop!.id));
  await checkScreen('audit-log-filtered');

  // A range that ended before the change: nothing in it.
  await filters.getByLabel('Until').fill('2020-01-01T00:00');
  await page.getByRole('heading', { name: 'No entries' }).waitFor();
  await checkScreen('audit-log-empty');
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await page.waitForURL((url) => url.search === '');
  await firstRow().waitFor();
  expect(errors).toEqual([]);
});
