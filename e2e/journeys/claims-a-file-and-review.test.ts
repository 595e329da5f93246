// Issue 14, first half: a dealer connects the error_code_danger bike, runs a full diagnosis and files
// a warranty claim with a photo from the workspace — the claim carries the fault code read off the
// bike and the diagnosis. The service center asks for a revision in its review queue (the evidence
// beside the claim); the dealer reads the comment, corrects the claim and resubmits; the center
// approves. Each party sees each status and comment with its person; axe in both themes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../harness/browser.ts';
import { connectedPage, side } from '../harness/service-tool.ts';
import {
  CENTER,
  checkScreen,
  expectStatus,
  historyText,
  openFromMainNav,
  photo,
  signedIn,
} from './claims-support.ts';
import { dismissNotification } from './service-tool-b-support.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
const REVISE = 'Please add how long the motor ran before it cut out';
const RESUBMIT = 'Cut out after 20 minutes uphill, every time';
const APPROVE = 'Covered: shop stock, fault code confirmed';
let browser: Browser;
const contexts: BrowserContext[] = [];
let dealer: Page;
let center: Page;
let dealerErrors: string[];
let centerErrors: string[];
let claimId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const connected = await connectedPage(browser, { baseUrl, bridgeUrl }, 'error_code_danger', {
    newWorkspace: true,
  });
  contexts.push(connected.context);
  ({ page: dealer, errors: dealerErrors } = connected);
  const c = await signedIn(browser, baseUrl, CENTER);
  contexts.push(c.context);
  ({ page: center, errors: centerErrors } = c);
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

/** The center opens its queue afresh (from home) and finds the claim's card. */
const queueCard = async () => {
  await center.goto('/');
  await openFromMainNav(center, 'Claim review', 'Claim review');
  const card = center.getByRole('article', { name: `Claim #${claimId}` });
  await card.waitFor();
  return card;
};

it('the dealer runs a full diagnosis and files a claim with a photo from the connected bike', async () => {
  await side(dealer).getByRole('link', { name: 'Full Diagnosis', exact: true }).click();
  await dealer.getByRole('button', { name: 'Start full diagnosis' }).click();
  await dealer.getByRole('heading', { name: 'Diagnosis finished' }).waitFor({ timeout: 60_000 });
  await side(dealer).getByRole('link', { name: 'Overview', exact: true }).click();
  await dealer.getByRole('link', { name: 'File a warranty claim' }).click();
  await dealer.getByRole('heading', { level: 1, name: 'File a warranty claim' }).waitFor();
  expect(new URL(dealer.url()).searchParams.get('workspace')).toMatch(/^\d+$/);
  // The note reads the server's record of the bike's diagnoses (decision 2840).
  await expect
    .poll(() => dealer.getByTestId('claim-diagnosis-note').innerText())
    .toMatch(/^The full diagnosis of .+ is attached\.$/);
  expect(await dealer.getByLabel('Failed component').inputValue()).toMatch(/^motor\|/);
  await dealer.getByLabel('What the technician found').fill('Motor cuts out under load; 0x0101 active');
  await dealer.getByLabel('Photo (JPEG, PNG or WebP)').setInputFiles(await photo(dealer, 'motor.png'));
  await checkScreen(dealer, 'claim-new');

  await dealer.getByRole('button', { name: 'Send to the service center' }).click();
  await dealer.waitForURL(/\/claim\/\d+$/);
  claimId = Number(/\/claim\/(\d+)$/.exec(dealer.url())![1]);
  await dismissNotification(dealer);
  await expectStatus(dealer, 'claim-status', 'Submitted');
  expect(await dealer.getByTestId('claim-active-codes').innerText()).toContain('0x0101');
  expect(await dealer.getByTestId('claim-diagnosis').innerText()).toMatch(/Error codes: Failed/);
  await dealer.getByRole('img', { name: `Photo 1 of #${claimId}` }).waitFor();
  await checkScreen(dealer, 'claim-detail-dealer');
});

it('the service center asks for a revision from its queue, the evidence beside the claim', async () => {
  const card = await queueCard();
  expect(await card.getByTestId('claim-active-codes').innerText()).toContain('0x0101');
  await card.getByRole('img', { name: `Photo 1 of #${claimId}` }).waitFor();
  await checkScreen(center, 'claim-review');
  await card.getByRole('button', { name: 'Ask for revision' }).click();
  await card.getByText('Write a comment first.').waitFor();
  await card.getByLabel('Comment to the dealer').fill(REVISE);
  await card.getByRole('button', { name: 'Ask for revision' }).click();
  await card.waitFor({ state: 'detached' });
});

it('the dealer reads the comment in the claims list and on the claim, corrects it and resubmits', async () => {
  await openFromMainNav(dealer, 'Claims', 'Warranty claims');
  const row = dealer.locator(`tr[data-claim-id="${claimId}"]`);
  await row.getByText('Revision asked').waitFor();
  await checkScreen(dealer, 'claim-list-dealer');
  await row.getByRole('link').click();
  await expectStatus(dealer, 'claim-status', 'Revision asked');
  const history = await historyText(dealer);
  expect(history).toContain(REVISE);
  expect(history).toMatch(/Status: Revision asked\s+service@example\.com/);
  await dealer
    .getByRole('textbox', { name: 'What the technician found' })
    .fill('Motor cuts out under load after 20 minutes; 0x0101 active');
  await dealer.getByLabel('Comment to the service center').fill(RESUBMIT);
  await dealer.getByRole('button', { name: 'Resubmit' }).click();
  await expectStatus(dealer, 'claim-status', 'Resubmitted');
  expect(await historyText(dealer)).toContain(RESUBMIT);
});

it('the center approves; both parties see every status and comment with its person', async () => {
  const card = await queueCard();
  await card.getByText('Resubmitted', { exact: true }).waitFor();
  expect(await card.innerText()).toContain('after 20 minutes');
  await card.getByLabel('Comment to the dealer').fill(APPROVE);
  await card.getByRole('button', { name: 'Approve' }).click();
  // An approval is asked for once more (issue 28 point 11).
  await center
    .getByRole('alertdialog', { name: `Approve claim #${claimId}?` })
    .getByRole('button', { name: 'Approve' })
    .click();
  await card.waitFor({ state: 'detached' });
  await center.goto(`/claim/${claimId}`);
  await expectStatus(center, 'claim-status', 'Approved');
  await center.getByText(/^Decided by service@example\.com on /).waitFor();
  await checkScreen(center, 'claim-detail-center');

  await dealer.reload();
  await expectStatus(dealer, 'claim-status', 'Approved');
  for (const page of [dealer, center]) {
    const history = await historyText(page);
    for (const text of [REVISE, RESUBMIT, APPROVE]) expect(history).toContain(text);
    const moves = [...history.matchAll(/Status: ([A-Z][a-z ]+?)\s+(\S+@example\.com)/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(moves).toEqual([
      'Draft dealer@example.com',
      'Submitted dealer@example.com',
      'Revision asked service@example.com',
      'Resubmitted dealer@example.com',
      'Approved service@example.com',
    ]);
  }
  await dealer.getByRole('link', { name: 'Order the parts' }).waitFor();
  expect(dealerErrors).toEqual([]);
  expect(centerErrors).toEqual([]);
});
