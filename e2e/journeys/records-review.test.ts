// The service center reviews a case a dealer created (through the call the cloud no-MID screen
// makes: photo upload + post-bundle case), asks for a revision with a comment, and the dealer
// sees the new status on home. Dealers never see the review screens. axe in both themes and
// screenshots of the review queue and the dealers list.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DemoFleet } from '@dealer/contracts';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { signIn } from '../harness/sign-in.ts';
import { axeViolations } from '../harness/axe.ts';
import { screenshot } from '../harness/screenshots.ts';
import { postBundleCase } from './records-api.ts';

const baseUrl = inject('baseUrl');
const BIKE = DemoFleet.mid_not_found;
const COMMENT = 'Label photo is blurred, please retake it in daylight';
let browser: Browser;
const contexts: BrowserContext[] = [];
let dealer: Page;
let center: Page;
let caseId: number;

async function signedIn(email: string): Promise<Page> {
  const context = await newContext(browser, baseUrl, { acceptCookies: true });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, email);
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
  return page;
}

async function checkScreen(page: Page, name: string) {
  // Full-page shots from the top, so the sticky header sits where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, `${name}-light`);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, `${name}-dark`);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  dealer = await signedIn('dealer@example.com');
  // A real PNG for the label photo: the dealer's own screen.
  const photo = await dealer.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
  caseId = await postBundleCase(dealer, BIKE, photo, 'Motor replaced, serial on the label');
  center = await signedIn('service@example.com');
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

it('a dealer never sees the review screens', async () => {
  const nav = dealer.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Service book' }).waitFor();
  expect(await nav.getByRole('link', { name: 'Case review' }).count()).toBe(0);
  expect(await nav.getByRole('link', { name: 'Dealers' }).count()).toBe(0);
  await dealer.goto('/case-review');
  await dealer.waitForURL('**/404');
  await dealer.goto('/dealers');
  await dealer.waitForURL('**/404');
});

it('the service center reviews the case with its photo and asks for a revision', async () => {
  const errors = watchErrors(center);
  const nav = center.getByRole('navigation', { name: 'Main navigation' });
  expect(await nav.getByRole('link', { name: 'Service tool' }).count()).toBe(0);
  await nav.getByRole('link', { name: 'Case review' }).click();
  await center.getByRole('heading', { level: 1, name: 'Case review' }).waitFor();
  const card = center.getByRole('article', { name: `Post bundle #${caseId}` });
  await card.waitFor();
  expect(await card.textContent()).toContain('Motor replaced, serial on the label');
  const photo = card.getByRole('img', { name: `Photo 1 of case ${caseId}` });
  await photo.waitFor();
  await center.waitForFunction((id) => {
    const img = document.querySelector<HTMLImageElement>(`img[alt="Photo 1 of case ${id}"]`);
    return !!img && img.complete && img.naturalWidth === 320;
  }, caseId);
  await checkScreen(center, 'records-case-review');

  // Sending back needs a reason the dealer can act on.
  await card.getByRole('button', { name: 'Ask for revision' }).click();
  await card.getByText('Tell the dealer why, so they can act on it.').waitFor();
  await card.getByLabel('Comment to the dealer').fill(COMMENT);
  await card.getByRole('button', { name: 'Ask for revision' }).click();
  await center.getByText(`Case #${caseId} sent back for revision.`).waitFor();
  await card.waitFor({ state: 'detached' });
  await center.getByRole('button', { name: 'Sent back' }).click();
  const revised = center.getByRole('article', { name: `Post bundle #${caseId}` });
  await revised.getByText(COMMENT).waitFor();
  // Revising is the dealer's move now: no review buttons on it.
  expect(await revised.getByRole('button', { name: 'Approve' }).count()).toBe(0);

  await nav.getByRole('link', { name: 'Dealers', exact: true }).click();
  await center.waitForURL('**/dealers');
  await center.getByRole('heading', { level: 1, name: 'Dealers of your region' }).waitFor();
  await center.getByRole('cell', { name: /Velo Werkstatt Berlin/ }).waitFor();
  expect(await center.getByText('Harbor Bikes Seattle').count()).toBe(0);
  await checkScreen(center, 'records-dealers');
  expect(errors).toEqual([]);
});

it('the dealer sees the new status and the reviewer’s comment', async () => {
  await dealer.goto('/');
  const item = dealer.locator(`li[data-case-id="${caseId}"]`);
  await item.waitFor();
  await item.getByText('Sent back').waitFor();
  expect(await item.textContent()).toContain(COMMENT);
});
