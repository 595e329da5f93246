// The dealer's records day: find a bike from home, keep its service book (add, complete, export
// PDF read back with pdftotext), compose, preview, download and publish a service report and open
// its published page, send a contact-us report from the workspace and see it stored and mailed,
// look up an error code and open its article, search the help centre and browse a category to an
// article. axe in both themes and screenshots on every screen.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DemoFleet, ZIndex } from '@dealer/contracts';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { signIn } from '../harness/sign-in.ts';
import { axeViolations } from '../harness/axe.ts';
import { screenshot } from '../harness/screenshots.ts';
import { workspaceWithWork } from './records-api.ts';
import { checkScreen, downloadText } from './records-screens.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl } = thisLane();
const BIKE = DemoFleet.error_code_danger;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let workspaceId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { acceptCookies: true });
  page = await context.newPage();
  errors = watchErrors(page);
  await signIn(page, 'dealer@example.com');
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
  workspaceId = await workspaceWithWork(page, BIKE, 'Torque sensor bench 40 Nm');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

it('finds the bike from home by its frame number', async () => {
  await page.reload();
  await page.getByRole('heading', { name: 'Bikes with open critical tasks' }).waitFor();
  await page
    .getByRole('link', { name: `Service book of ${BIKE.vin}` })
    .first()
    .waitFor();
  await checkScreen(page, 'records-home');
  await page.getByLabel('VIN or frame number').fill(BIKE.frameNumber.slice(-8).toLowerCase());
  await page.getByRole('button', { name: 'Find bike' }).click();
  await page.waitForURL(/\/search-result\?q=/);
  await page.getByText(`VIN: ${BIKE.vin}`).waitFor();
  await page.getByRole('heading', { name: 'Help articles' }).waitFor();
  await checkScreen(page, 'records-search-result');
  await page.getByRole('link', { name: `Service book of ${BIKE.vin}` }).click();
  await page.waitForURL(/\/service-book\?vin=/);
});

it('adds and completes a service-book entry and exports the book as PDF and JSON', async () => {
  await page.getByRole('heading', { level: 1, name: /^Service book:/ }).waitFor();
  await page.getByLabel('Work').fill('Brake pads replaced');
  await page.getByLabel('Notes').fill('Front and rear, Shimano resin');
  await page.getByRole('button', { name: 'Add entry' }).click();
  const entry = page.locator('li[data-status]', { hasText: 'Brake pads replaced' });
  await entry.and(page.locator('[data-status="pending"]')).waitFor();
  await page.getByRole('button', { name: 'Mark “Brake pads replaced” done' }).click();
  await entry.and(page.locator('[data-status="done"]')).waitFor();
  await page.getByText('Sensor diagnosis').first().waitFor(); // the history from the workspace's activities
  // A planned entry that is dropped again: deleted after a confirmation.
  await page.getByLabel('Work').fill('Check chain wear');
  await page.getByRole('button', { name: 'Add entry' }).click();
  await page.getByRole('button', { name: 'Delete “Check chain wear”' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await page.locator('li[data-status]', { hasText: 'Check chain wear' }).waitFor({ state: 'detached' });
  await page.getByRole('alertdialog').waitFor({ state: 'detached' });
  await checkScreen(page, 'records-service-book');

  const pdf = await downloadText(page, () => page.getByRole('button', { name: 'Export PDF' }).click());
  expect(pdf.name).toBe(`service-book-${BIKE.vin}.pdf`);
  expect(pdf.text).toContain(BIKE.vin);
  expect(pdf.text).toContain(BIKE.frameNumber);
  expect(pdf.text).toContain('Brake pads replaced (Done)');
  expect(pdf.text).toContain('Front and rear, Shimano resin');
  expect(pdf.text).toContain('Sensors tested'); // the activity in the vocabulary's words
  expect(pdf.text).not.toContain('Check chain wear'); // deleted entries leave the book
  const json = await downloadText(page, () => page.getByRole('button', { name: 'Export JSON' }).click());
  const book = JSON.parse(json.text) as {
    bike: { vin: string };
    entries: { title: string; status: string }[];
  };
  expect(book.bike.vin).toBe(BIKE.vin);
  expect(book.entries).toContainEqual(
    expect.objectContaining({ title: 'Brake pads replaced', status: 'done' }),
  );
});

it('opens the service book from the navigation and picks the bike among the shop’s matches', async () => {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Service book' })
    .click();
  const picker = page.getByRole('region', { name: 'Choose a bike' });
  await picker.getByLabel('VIN or frame number').fill(BIKE.vin.slice(0, 7));
  await picker.getByRole('button', { name: 'Find bike' }).click();
  const matches = picker.getByRole('list', { name: 'Bikes' });
  await matches.getByRole('button', { name: `Choose bike ${BIKE.vin}` }).waitFor();
  expect(await matches.getByRole('listitem').count()).toBeGreaterThan(1);
  await checkScreen(page, 'records-service-book-picker');
  await matches.getByRole('button', { name: `Choose bike ${BIKE.vin}` }).click();
  await page.getByRole('heading', { level: 1, name: /^Service book:/ }).waitFor();
  await page.locator('li[data-status="done"]', { hasText: 'Brake pads replaced' }).waitFor();
});

it('composes, previews, downloads and publishes a service report, then opens the published page', async () => {
  await page.goto('/');
  await page
    .getByRole('link', { name: `Service report of ${BIKE.vin}` })
    .first()
    .click();
  await page.waitForURL(/\/service-report\?workspaceId=/);
  await page.getByRole('heading', { level: 1, name: `Service report: ${BIKE.vin}` }).waitFor();
  await page.getByText('“Torque sensor bench 40 Nm”').waitFor();
  await page.getByLabel('Title').fill('Spring service');
  await page.getByLabel('Summary for the rider').fill('Motor overheating fixed, torque sensor checked');
  await checkScreen(page, 'records-service-report');

  await page.getByRole('button', { name: 'Print preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Print preview' });
  await preview.waitFor();
  expect(await preview.evaluate((el) => getComputedStyle(el).zIndex)).toBe(String(ZIndex.printPreview));
  await preview.getByRole('heading', { name: 'Spring service' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'records-service-report-preview-light');
  const pdf = await downloadText(page, () => preview.getByRole('button', { name: 'Download PDF' }).click());
  expect(pdf.text).toContain(BIKE.vin);
  expect(pdf.text).toContain('Motor overheating fixed, torque sensor checked');
  expect(pdf.text).toContain('Torque sensor bench 40 Nm');
  await preview.getByRole('button', { name: 'Close' }).click();
  await preview.waitFor({ state: 'detached' });
  // The preview in the dark theme (its sheet stays paper-white).
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.getByRole('button', { name: 'Print preview' }).click();
  await preview.getByRole('heading', { name: 'Spring service' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'records-service-report-preview-dark');
  await page.keyboard.press('Escape');
  await preview.waitFor({ state: 'detached' });

  // The publish question over the report, in both themes (the theme switch sits behind it).
  for (const theme of ['dark', 'light'] as const) {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: 'Publish this report?' });
    await ask.waitFor();
    expect(await axeViolations(page), `publish question ${theme}`).toEqual([]);
    await screenshot(page, `records-service-report-publish-${theme}`);
    if (theme === 'light') break;
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
  }
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await page.waitForURL(/\/published-service-report\/[A-Za-z0-9_-]{16}$/);
  await page.getByRole('heading', { level: 1, name: 'Spring service' }).waitFor();
  await page.getByText('Motor overheating fixed, torque sensor checked').waitFor();
  await checkScreen(page, 'records-published-service-report');
  // Published is frozen: reopening the workspace offers it as published, not as a draft.
  await page.goto(`/service-report?workspaceId=${workspaceId}`);
  await page.getByRole('link', { name: 'Spring service (published)' }).waitFor();
});

it('sends a contact-us report from the workspace and sees it stored and mailed', async () => {
  await page.goto(`/report-form?workspaceId=${workspaceId}`);
  await page.getByRole('heading', { name: 'Diagnostic snapshot attached' }).waitFor();
  expect(await page.getByLabel('Frame number').inputValue()).toBe(BIKE.frameNumber);
  await page.getByRole('button', { name: 'Send report' }).click();
  expect(await page.getByText('This field is required.').count()).toBeGreaterThanOrEqual(2);
  await page.getByLabel('Issue category').selectOption('error_code');
  await page.getByLabel('Additional message').fill('Error 0x0101 returns after long climbs.');
  await checkScreen(page, 'records-report-form');
  await page.getByRole('button', { name: 'Send report' }).click();
  const sent = page.getByRole('heading', { name: /^Report #\d+ sent$/ });
  await sent.waitFor();
  const id = (await sent.textContent())!.match(/#(\d+)/)![1]!;
  await page.getByText(/stored and mailed to support-eu@example\.com/).waitFor();
  await checkScreen(page, 'records-report-sent');
  await page.getByRole('link', { name: 'Home' }).first().click();
  const ticket = page.locator(`li[data-ticket-id="${id}"]`);
  await ticket.waitFor();
  expect(await ticket.textContent()).toMatch(/Mail to .+ queued|Mailed to .+/);
  expect(await ticket.textContent()).toContain('Error 0x0101 returns after long climbs.');
});

it('looks up an error code in the help centre and opens its article', async () => {
  await page.getByRole('link', { name: 'Help', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Help centre' }).waitFor();
  await page.getByRole('heading', { name: 'Problem solving' }).waitFor();
  await page.getByLabel('Error code or description').fill('0101');
  await page.getByRole('link', { name: '0x0101' }).waitFor();
  expect(await page.locator('.hc-table tbody tr').count()).toBe(1);
  await checkScreen(page, 'records-help-centre');
  await page.getByRole('link', { name: '0x0101' }).click();
  await page.getByRole('heading', { level: 1, name: /^0x0101/ }).waitFor();
  await page.getByText('What the mechanic does').waitFor();
  await checkScreen(page, 'records-help-article');
});

it('searches the help centre and browses a category’s section to its article', async () => {
  await page.getByRole('link', { name: 'Help', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Help centre' }).waitFor();
  const search = page.getByRole('region', { name: 'Search the help centre' });
  await search.getByLabel('Question or keyword').fill('statuses');
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  const results = search.getByRole('list', { name: 'Search results' });
  await results.getByRole('link', { name: 'Who reviews my cases, and what do the statuses mean?' }).waitFor();
  const faqs = page.getByRole('region', { name: 'FAQs' });
  const section = faqs.getByRole('button', { name: 'Cases and warranty' });
  await section.click();
  expect(await section.getAttribute('aria-expanded')).toBe('true');
  const article = faqs.getByRole('link', { name: 'How do I register a replaced part on a bike?' });
  await article.waitFor();
  await checkScreen(page, 'records-help-centre-browse');
  await article.click();
  await page
    .getByRole('heading', { level: 1, name: 'How do I register a replaced part on a bike?' })
    .waitFor();
  await page.getByText('Category: case').waitFor();
  await checkScreen(page, 'records-help-faq-article');
  expect(errors).toEqual([]);
});
