// Issue 14, order cases: on a shipped parts order (placed and shipped through the API, as the second
// claims journey does through the screens) the dealer reports a damaged delivery with a photo; the
// service center finds it in its queue filtered by the dealer's shop, with the order's lines and the
// photo beside the decision, and asks for a revision; the dealer answers and resubmits; the center
// approves. Each party reads every decision with its person and comment, and the center's audit log
// holds each move of the case under the order. axe in both themes on the screens involved.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../harness/browser.ts';
import { CENTER, checkScreen, DEALER, openFromMainNav, photo, signInParties } from './claims-support.ts';
import { call } from './records-api.ts';
import { dismissNotification } from './service-tool-b-support.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl } = thisLane();
const SHOP = 'Velo Werkstatt Berlin';
const DAMAGE = 'Battery housing cracked on arrival, box crushed';
const REVISE = 'Send a photo of the shipping label too';
const RESUBMIT = 'Label photographed; carrier noted the damage';
const APPROVE = 'Replacement ships today';
let browser: Browser;
const contexts: BrowserContext[] = [];
let dealer: Page;
let center: Page;
const pageErrors: string[][] = [];
let orderId: number;
let caseId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const parties = await signInParties(browser, baseUrl);
  ({ dealer, center } = parties);
  contexts.push(...parties.contexts);
  pageErrors.push(...parties.pageErrors);
  const order = await call<{ id: number }>(dealer, 'POST', '/api/order', {
    lines: [{ part_spec_code: 'BAT-500', quantity: 1 }],
  });
  orderId = order.id;
  await call(center, 'POST', `/api/order/${orderId}/status`, { status: 'confirmed' });
  await call(center, 'POST', `/api/order/${orderId}/status`, {
    status: 'shipped',
    tracking_number: 'JJD000390007',
  });
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

/** The dealer's order case as its order's page lists it. */
const dealerCase = () => dealer.locator(`li[data-order-case-id="${caseId}"]`);

/** The center opens its order-case queue afresh, filtered by the dealer's shop, and finds the case. */
async function queueCard(): Promise<Locator> {
  await center.goto('/');
  await openFromMainNav(center, 'Claim review', 'Claim review');
  await center.getByRole('button', { name: 'Order cases' }).click();
  await center.getByLabel('Shop', { exact: true }).selectOption({ label: SHOP });
  const card = center.getByRole('article', { name: `Order case #${caseId} · Damaged` });
  await card.waitFor();
  return card;
}

it('the dealer reports a damaged delivery with a photo from the order’s page', async () => {
  await dealer.goto(`/order/${orderId}`);
  await dealer.getByRole('heading', { level: 1, name: `Order #${orderId}` }).waitFor();
  await dealer.getByLabel('Problem', { exact: true }).selectOption({ label: 'Damaged' });
  await dealer.getByRole('textbox', { name: 'What the technician found' }).fill(DAMAGE);
  await dealer.getByLabel('Photo (JPEG, PNG or WebP)').setInputFiles(await photo(dealer, 'battery.png'));
  await dealer.getByRole('button', { name: 'Send to the service center' }).click();
  const item = dealer.locator('li[data-order-case-id]').filter({ hasText: DAMAGE });
  await item.waitFor();
  caseId = Number(await item.getAttribute('data-order-case-id'));
  await item.getByText('Pending', { exact: true }).waitFor();
  await dismissNotification(dealer);
  await checkScreen(dealer, 'order-case-dealer-open');
});

it('the center sees the case in its queue by shop, with the order’s lines and the photo, and asks for a revision', async () => {
  const card = await queueCard();
  const lines = card.getByRole('table', { name: 'Parts' });
  expect(await lines.innerText()).toMatch(/BAT-500\s+Battery 500 Wh\s+1/);
  await card.getByText('JJD000390007').waitFor();
  const img = card.getByRole('img', { name: `Photo 1 of #${caseId}` });
  await img.waitFor();
  await expect.poll(() => img.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(await card.innerText()).toContain(DAMAGE);
  await checkScreen(center, 'order-case-queue');
  await card.getByRole('button', { name: 'Ask for revision' }).click();
  await card.getByText('Write a comment first.').waitFor();
  await card.getByLabel('Comment to the dealer').fill(REVISE);
  await card.getByRole('button', { name: 'Ask for revision' }).click();
  // The queue shows what awaits review: a case sent back leaves it.
  await card.waitFor({ state: 'detached' });
});

it('the dealer reads the revision with its person and resubmits with an answer', async () => {
  await dealer.reload();
  const item = dealerCase();
  await item.getByText('Sent back', { exact: true }).waitFor();
  expect(await item.innerText()).toMatch(
    new RegExp(`Order case: Sent back\\s+service@example\\.com[^\\n]*\\n+${REVISE}`),
  );
  await item.getByRole('button', { name: 'Resubmit' }).click();
  await item.getByText('Write a comment first.').waitFor();
  await item.getByLabel('Comment to the service center').fill(RESUBMIT);
  await item.getByRole('button', { name: 'Resubmit' }).click();
  await dealerCase().getByText('Pending', { exact: true }).waitFor();
});

it('the center reads the answer beside the decision and approves; the audit log names each person', async () => {
  const card = await queueCard();
  const trail = card.getByRole('list', { name: `Moves of order case #${caseId}` });
  // The queue shows the order as last kept (the query cache survives a page load) and then refetches.
  await expect
    .poll(() => trail.innerText())
    .toMatch(new RegExp(`Pending\\s+dealer@example\\.com[^\\n]*\\n+${RESUBMIT}`));
  await card.getByLabel('Comment to the dealer').fill(APPROVE);
  await card.getByRole('button', { name: 'Approve' }).click();
  await card.waitFor({ state: 'detached' });

  await center.goto(`/audit-log?subject=order&subject_id=${orderId}`);
  await center.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
  const rows = center.getByRole('table').getByRole('row');
  await rows.filter({ hasText: 'Order case reviewed' }).nth(1).waitFor();
  const entries = (await rows.all()).slice(1);
  const seen: string[] = [];
  for (const row of entries) {
    const cells = await row.getByRole('cell').allTextContents();
    if (cells[4]?.startsWith('Order case'))
      seen.push(`${cells[4]} ${/\S+@example\.com/.exec(cells[1]!)?.[0]}`);
  }
  expect(seen).toEqual([
    `Order case reviewed ${CENTER}`,
    `Order case status changed ${DEALER}`,
    `Order case reviewed ${CENTER}`,
    `Order case opened ${DEALER}`,
  ]);
  await checkScreen(center, 'order-case-audit-log');
});

it('the dealer sees the approval with its person and comment, and every move in the order’s history', async () => {
  await dealer.reload();
  const item = dealerCase();
  await item.getByText('Approved', { exact: true }).waitFor();
  const text = await item.innerText();
  expect(text).toMatch(new RegExp(`Order case: Approved\\s+service@example\\.com[^\\n]*\\n+${APPROVE}`));
  expect(text).toMatch(new RegExp(`Order case: Sent back\\s+service@example\\.com[^\\n]*\\n+${REVISE}`));
  const history = await dealer.getByTestId('history').innerText();
  for (const comment of [REVISE, RESUBMIT, APPROVE]) expect(history).toContain(comment);
  await item.getByRole('button', { name: 'Mark completed' }).waitFor();
  await checkScreen(dealer, 'order-case-dealer-decided');
  for (const errors of pageErrors) expect(errors).toEqual([]);
});
