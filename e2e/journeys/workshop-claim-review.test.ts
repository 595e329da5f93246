// Issue 28 point 11: the review between service center and dealer. The center's home lists the
// claims waiting for it (not "Connect a bike"); its review card shows the labour and part asked for;
// the dealer's home lists the claim sent back; after the resubmission the filing time stays and the
// old decision is gone; an approval is confirmed and its toast says what happened; an order placed
// from Orders is linked to the claim, and the claim shows it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DemoFleet } from '@dealer/contracts';
import { launchBrowser } from '../harness/browser.ts';
import { screenMatrix } from '../harness/screen-matrix.ts';
import { checkScreen, expectStatus, openFromMainNav, signInParties } from './claims-support.ts';
import { call } from './records-api.ts';
import { checkDialog } from './service-tool-b-support.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl } = thisLane();
const BIKE = DemoFleet.error_code_danger;
const MOTOR = BIKE.components.find((c) => c.partType === 'motor')!;
let browser: Browser;
const contexts: BrowserContext[] = [];
let dealer: Page;
let center: Page;
const pageErrors: string[][] = [];
let claimId: number;

const toast = (page: Page) => page.locator('.notification');
const homeClaim = (page: Page) => page.getByTestId('home-claims').locator(`li[data-claim-id="${claimId}"]`);

beforeAll(async () => {
  browser = await launchBrowser();
  const parties = await signInParties(browser, baseUrl, { phones: true });
  ({ dealer, center } = parties);
  contexts.push(...parties.contexts);
  pageErrors.push(...parties.pageErrors);
  const claim = await call<{ id: number }>(dealer, 'POST', '/api/claim', {
    vin: BIKE.vin,
    part_type: 'motor',
    serial: MOTOR.barcode,
    description: 'Motor cuts out under load',
    labour_minutes: 45,
    parts_needed: [{ part_spec_code: MOTOR.partSpecCode, quantity: 1 }],
  });
  claimId = claim.id;
  await call(dealer, 'POST', `/api/claim/${claimId}/status`, { action: 'submit' });
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

it("the center's home lists the waiting claim; its card shows the labour and part asked for", async () => {
  await center.goto('/');
  await homeClaim(center).getByText('Submitted').waitFor();
  expect(await center.getByText(/Connect a bike/).count()).toBe(0);
  await checkScreen(center, 'workshop-home-center');
  await homeClaim(center)
    .getByRole('link', { name: `Claim #${claimId}` })
    .waitFor();

  await openFromMainNav(center, 'Claim review', 'Claim review');
  const card = center.getByRole('article', { name: `Claim #${claimId}` });
  const facts = card.getByTestId('claim-facts');
  await facts.getByText('45 minutes').waitFor();
  await facts.getByText(`${MOTOR.partSpecCode} × 1`).waitFor();
  await card.getByLabel('Comment to the dealer').fill('Add how long it ran');
  await card.getByRole('button', { name: 'Ask for revision' }).click();
  await toast(center).getByText(`Revision asked for claim #${claimId}.`).waitFor();
});

it("the dealer's home shows the revision asked; after resubmitting, filed stays and the decision goes", async () => {
  await dealer.goto('/');
  await homeClaim(dealer).getByText('Revision asked').waitFor();
  await homeClaim(dealer).getByText('“Add how long it ran”').waitFor();
  await checkScreen(dealer, 'workshop-home-dealer');
  await homeClaim(dealer)
    .getByRole('link', { name: `Claim #${claimId}` })
    .click();
  await expectStatus(dealer, 'claim-status', 'Revision asked');
  const filedBefore = await dealer.getByText(/filed by dealer@example\.com on /).innerText();
  await dealer.getByLabel('Comment to the service center').fill('Twenty minutes uphill');
  await dealer.getByRole('button', { name: 'Resubmit' }).click();
  await expectStatus(dealer, 'claim-status', 'Resubmitted');
  await toast(dealer).getByText(`Claim #${claimId} resubmitted.`).waitFor();
  const filedAfter = await dealer.getByText(/filed by dealer@example\.com on /).innerText();
  expect(filedAfter).toMatch(/ · resubmitted on .+\d/);
  expect(filedAfter.startsWith(filedBefore)).toBe(true);
  expect(await dealer.getByText(/^Decided by /).count()).toBe(0);
});

it('the center approves after a confirmation; the toast names the approval', async () => {
  await center.goto('/');
  await openFromMainNav(center, 'Claim review', 'Claim review');
  const card = center.getByRole('article', { name: `Claim #${claimId}` });
  await card.getByText('Resubmitted', { exact: true }).waitFor();
  // The card shows the resubmission once it has read the claim in full (with its history).
  await expect.poll(() => card.innerText()).toMatch(/resubmitted on /);
  await card.getByRole('button', { name: 'Approve' }).click();
  const confirm = center.getByRole('alertdialog', { name: `Approve claim #${claimId}?` });
  await confirm.waitFor();
  await checkDialog(center, 'workshop-claim-approve-confirm');
  // Cancel leaves the claim as it was.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  await card.getByText('Resubmitted', { exact: true }).waitFor();
  await card.getByRole('button', { name: 'Approve' }).click();
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await toast(center).getByText(`Claim #${claimId} approved.`).waitFor();
  await card.waitFor({ state: 'detached' });
});

it('an order placed from Orders is linked to the approved claim, and the claim shows it', async () => {
  await openFromMainNav(dealer, 'Orders', 'Parts orders');
  await dealer.goto('/order/new');
  await dealer.getByRole('heading', { level: 1, name: 'Order parts' }).waitFor();
  const pick = dealer.getByLabel('For claim');
  await pick.selectOption({ value: String(claimId) });
  await dealer.waitForURL(new RegExp(`/order/new\\?claim=${claimId}$`));
  // The form starts again from the claim's parts once the claim has loaded.
  await expect.poll(() => dealer.getByLabel('Part spec of line 1').inputValue()).toBe(MOTOR.partSpecCode);
  await dealer.getByRole('button', { name: 'Place order' }).click();
  await dealer.waitForURL(/\/order\/\d+$/);
  const orderId = Number(/\/order\/(\d+)$/.exec(dealer.url())![1]);
  await dealer.goto(`/claim/${claimId}`);
  await expectStatus(dealer, 'claim-status', 'Approved');
  await dealer.getByRole('link', { name: `Order #${orderId}` }).waitFor();
  expect(await dealer.getByText('No parts ordered for this claim.').count()).toBe(0);
  for (const errors of pageErrors) expect(errors).toEqual([]);
});

it('the homes, the claim and the review card in German and Japanese, both themes, phone to desktop', async () => {
  // The dealer's list shows a claim sent back: send one back for the look.
  const again = await call<{ id: number }>(dealer, 'POST', '/api/claim', {
    vin: BIKE.vin,
    part_type: 'motor',
    serial: MOTOR.barcode,
    description: 'Second claim',
  });
  await call(dealer, 'POST', `/api/claim/${again.id}/status`, { action: 'submit' });
  await call(center, 'POST', `/api/claim/${again.id}/review`, { decision: 'revise', comment: 'Photo?' });
  // And the center's list shows one waiting.
  const waiting = await call<{ id: number }>(dealer, 'POST', '/api/claim', {
    vin: BIKE.vin,
    part_type: 'motor',
    serial: MOTOR.barcode,
    description: 'Third claim',
  });
  await call(dealer, 'POST', `/api/claim/${waiting.id}/status`, { action: 'submit' });
  // Two cards in the queue: their parts must not repeat landmark names (axe landmark-unique).
  const another = await call<{ id: number }>(dealer, 'POST', '/api/claim', {
    vin: BIKE.vin,
    part_type: 'motor',
    serial: MOTOR.barcode,
    description: 'Fourth claim',
  });
  await call(dealer, 'POST', `/api/claim/${another.id}/status`, { action: 'submit' });
  for (const [page, name] of [
    [center, 'workshop-home-center'],
    [dealer, 'workshop-home-dealer'],
  ] as const)
    await screenMatrix(page, '/', name, async (p) => {
      await p.getByTestId('home-claims').getByRole('listitem').first().waitFor();
    });
  // The approved claim: its filing and resubmission, labour and parts, the linked order.
  await screenMatrix(dealer, `/claim/${claimId}`, 'workshop-claim-detail', async (p) => {
    await p.getByTestId('claim-facts').waitFor();
    await p.locator('#cl-orders-title').waitFor();
  });
  await screenMatrix(center, '/claim-review', 'workshop-claim-review-card', async (p) => {
    await p.getByTestId('claim-facts').first().waitFor();
  });
});
