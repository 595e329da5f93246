// part_bundle_not_match: the HMI carries a serial registered to another bike of the shop. Connect, see the
// task and the Normal band, resolve it from the bike difference screen: component replacement is
// refused (the serial is another bike's), so a post-bundle case goes to the service center ("Checking");
// the service center approves it and the task completes after the bike is read again.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newContext } from '../harness/browser.ts';
import { checkAtWidths } from '../harness/screen-matrix.ts';
import { signIn } from '../harness/sign-in.ts';
import {
  checkScreen,
  startConnected,
  healthBand,
  openFromNav,
  openTaskNames,
} from './service-tool-b-support.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await startConnected(baseUrl, bridgeUrl, 'part_bundle_not_match'));
});
afterAll(async () => {
  await browser?.close();
});

it('sends the foreign HMI for approval from the bike difference screen; approval completes the task', async () => {
  expect(await openTaskNames(page)).toContain('Component belongs to another bike');
  expect(await healthBand(page)).toBe('Normal');

  await openFromNav(page, 'Bike difference');
  const row = page.getByTestId('diff-hmi');
  await row.getByText('HMX0299007', { exact: false }).waitFor();
  await row.getByText('Registered to another bike').waitFor();
  await checkScreen(page, 'bike-diff-not-match');
  // On a phone the table scrolls in its frame, which takes keyboard focus (axe).
  await checkAtWidths(page, 'bike-diff-not-match', 'service-tool-b-bike-diff-not-match');
  await page.setViewportSize({ width: 1280, height: 860 });
  await row.getByRole('link', { name: 'Resolve' }).click();
  expect(await page.getByLabel('New serial number').inputValue()).toBe('HMX0299007');
  await page.getByRole('button', { name: 'Replace and link' }).click();
  await page.getByText('This serial number is registered to another bike.', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect.poll(() => page.getByTestId('case-status').innerText()).toBe('Checking');
  await checkScreen(page, 'post-bundle-checking', { ongoing: true });

  // The service center reviews the case (its review call, with its own sign-in).
  const reviewer = await (await newContext(browser, baseUrl, { acceptCookies: true })).newPage();
  await signIn(reviewer, 'service@example.com');
  const approved = await reviewer.evaluate(async () => {
    const auth = {
      authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`,
      'x-portal-version': '1.11.1',
    };
    const queue = (await (
      await fetch('/api/case_management/review?status=pending', { headers: auth })
    ).json()) as { result: { items?: { id: number; vin: string }[] } | { id: number; vin: string }[] };
    const items = Array.isArray(queue.result) ? queue.result : (queue.result.items ?? []);
    const target = items.find((c) => c.vin.startsWith('KES9TRL07'));
    if (!target) return 0;
    const res = await fetch(`/api/case_management/${target.id}/review`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ decision: 'approve', comment: 'Serial checked against the label photo.' }),
    });
    return res.status;
  });
  expect(approved).toBe(200);

  await openFromNav(page, 'Component diagnosis');
  await page.getByRole('button', { name: 'Read the bike again' }).click();
  await expect
    .poll(() => openTaskNames(page), { timeout: 30_000 })
    .not.toContain('Component belongs to another bike');
  expect(errors).toEqual([]);
});
