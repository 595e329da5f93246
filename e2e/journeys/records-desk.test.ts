// Issue 17, point 10: the service center's desk. Its home is its own (the region's cases by status,
// no "Connect a bike" nor "Ask your service center"); case review shows counts per status; axe in
// both themes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { signIn } from '../harness/sign-in.ts';
import { axeViolations } from '../harness/axe.ts';
import { screenshot } from '../harness/screenshots.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl } = thisLane();
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { acceptCookies: true });
  page = await context.newPage();
  errors = watchErrors(page);
  await signIn(page, 'service@example.com');
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

it('gives the service center a home of its own: the region’s cases by status, no connect or ask tiles', async () => {
  const desk = page.getByRole('region', { name: 'Cases of your region' });
  await desk.getByRole('link', { name: /\d+ Pending/ }).waitFor();
  expect(await page.getByRole('heading', { name: 'Connect a bike' }).count()).toBe(0);
  expect(await page.getByRole('heading', { name: 'Contact us' }).count()).toBe(0);
  for (const theme of ['light', 'dark'] as const) {
    expect(await axeViolations(page), theme).toEqual([]);
    await screenshot(page, `records-service-center-home-${theme}`);
    await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
  }
});

it('shows the count of each status on the case review filters', async () => {
  await page.getByRole('link', { name: /\d+ Pending/ }).click();
  await page.waitForURL(/\/case-review/);
  const filters = page.getByRole('group', { name: 'Show cases' });
  await filters.getByRole('button', { name: /^Pending \(\d+\)$/ }).waitFor();
  await filters.getByRole('button', { name: /^Approved \(\d+\)$/ }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'records-case-review-counts');
  expect(errors).toEqual([]);
});
