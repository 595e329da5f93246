// Issue 14, second half: for an approved warranty claim (filed and approved through the API, as the
// first claims journey does through the screens) the dealer orders the replacement part from the
// claim's page; the service center confirms, ships it with a tracking number and then refunds part
// of it with a reason; the dealer sees each status, the tracking number, the refund and its reason,
// and confirms receipt. axe in both themes on the order screens.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DemoFleet } from '@dealer/contracts';
import { launchBrowser } from '../harness/browser.ts';
import { checkScreen, expectStatus, historyText, openFromMainNav, signInParties } from './claims-support.ts';
import { call } from './records-api.ts';
import { dismissNotification } from './service-tool-b-support.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl } = thisLane();
const BIKE = DemoFleet.error_code_danger;
const MOTOR = BIKE.components.find((c) => c.partType === 'motor')!;
const TRACKING = '1Z999AA10123456784';
const REASON = 'Shipping charged twice';
let browser: Browser;
const contexts: BrowserContext[] = [];
let dealer: Page;
let center: Page;
const pageErrors: string[][] = [];
let claimId: number;
let orderId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  const parties = await signInParties(browser, baseUrl);
  ({ dealer, center } = parties);
  contexts.push(...parties.contexts);
  pageErrors.push(...parties.pageErrors);
  const claim = await call<{ id: number }>(dealer, 'POST', '/api/claim', {
    vin: BIKE.vin,
    part_type: 'motor',
    serial: MOTOR.barcode,
    description: 'Motor cuts out under load',
  });
  claimId = claim.id;
  await call(dealer, 'POST', `/api/claim/${claimId}/status`, { action: 'submit' });
  await call(center, 'POST', `/api/claim/${claimId}/review`, { decision: 'approve', comment: 'Covered' });
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

it('the dealer orders the replacement part from the approved claim', async () => {
  await dealer.goto(`/claim/${claimId}`);
  await expectStatus(dealer, 'claim-status', 'Approved');
  await dealer.getByRole('link', { name: 'Order the parts' }).click();
  await dealer.getByRole('heading', { level: 1, name: 'Order parts' }).waitFor();
  expect(await dealer.getByLabel('Part spec of line 1').inputValue()).toBe(MOTOR.partSpecCode);
  await checkScreen(dealer, 'order-new');
  await dealer.getByRole('button', { name: 'Place order' }).click();
  await dealer.waitForURL(/\/order\/\d+$/);
  orderId = Number(/\/order\/(\d+)$/.exec(dealer.url())![1]);
  await dismissNotification(dealer);
  await expectStatus(dealer, 'order-status', 'Ordered');
  await dealer.getByRole('link', { name: `#${claimId}` }).waitFor();
  await checkScreen(dealer, 'order-detail-dealer');
});

it('the center confirms, ships with a tracking number and refunds part of the order', async () => {
  await openFromMainNav(center, 'Orders', 'Parts orders');
  const row = center.locator(`tr[data-order-id="${orderId}"]`);
  await row.getByText('Ordered').waitFor();
  await checkScreen(center, 'order-list-center');
  await row.getByRole('link', { name: `Order #${orderId}` }).click();
  await center.getByRole('button', { name: 'Confirm order' }).click();
  await expectStatus(center, 'order-status', 'Confirmed');
  await center.getByRole('button', { name: 'Mark shipped' }).click();
  await center.getByText('Enter the tracking number of the shipment.').waitFor();
  await center.getByLabel('Tracking number').fill(TRACKING);
  await center.getByRole('button', { name: 'Mark shipped' }).click();
  await expectStatus(center, 'order-status', 'Shipped');
  expect(await center.getByTestId('order-tracking').innerText()).toBe(TRACKING);

  await center.getByLabel('Amount (EUR)').fill('12.50');
  await center.getByLabel('Reason').fill(REASON);
  await center.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect
    .poll(() => center.getByTestId('order-refunded').innerText(), { timeout: 15_000 })
    .toMatch(/12\.50/);
  await checkScreen(center, 'order-detail-center');
});

it('the dealer sees each status, the tracking number and the refund with its reason, and confirms receipt', async () => {
  await dealer.reload();
  await expectStatus(dealer, 'order-status', 'Shipped');
  expect(await dealer.getByTestId('order-tracking').innerText()).toBe(TRACKING);
  expect(await dealer.getByTestId('order-refunded').innerText()).toMatch(/12\.50/);
  const history = await historyText(dealer);
  expect(history).toMatch(/Status: Confirmed\s+service@example\.com/);
  expect(history).toMatch(
    /Status: Shipped\s+service@example\.com[^\n]*\n+Tracking number 1Z999AA10123456784/,
  );
  expect(history).toMatch(new RegExp(`Refunded €12\\.50\\s+service@example\\.com[^\\n]*\\n+${REASON}`));
  await dealer.getByRole('button', { name: 'Confirm receipt' }).click();
  await expectStatus(dealer, 'order-status', 'Delivered');
  await openFromMainNav(dealer, 'Orders', 'Parts orders');
  await dealer.locator(`tr[data-order-id="${orderId}"]`).getByText('Delivered').waitFor();
  await checkScreen(dealer, 'order-list-dealer');
  for (const errors of pageErrors) expect(errors).toEqual([]);
});
