// A case from the workshop to the service center and back, through the portal's own screens: the
// dealer connects the mid_not_found bike (its motor reports no module id) and asks for ID
// authorization on the cloud no-MID screen (label photo upload, post-bundle case); the service center
// sees the photo in its case-review queue and asks for a revision with a comment; the dealer sees it
// on the cloud no-MID screen and on home, resubmits, and the center approves. A verify-workspace case
// is rejected with a reason the dealer reads. Dealers never see the review screens. axe in both
// themes and screenshots of the cloud no-MID screen, the review queue and the dealers list.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DemoFleet } from '@dealer/contracts';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { signIn } from '../harness/sign-in.ts';
import { connectedPage, side } from '../harness/service-tool.ts';
import { clickNavLink } from '../harness/navigation.ts';
import { dismissNotification } from './service-tool-b-support.ts';
import { cancelOpenCases } from './records-api.ts';
import { checkScreen } from './records-screens.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
const BIKE = DemoFleet.mid_not_found;
const REVISE = 'Label photo is blurred, please retake it in daylight';
const REJECT = 'The VIN plate in the photo belongs to another frame';
let browser: Browser;
const contexts: BrowserContext[] = [];
let dealer: Page;
let dealerHome: Page;
let center: Page;
let dealerErrors: string[];
let bundleCase: number;

async function signedIn(email: string): Promise<Page> {
  const context = await newContext(browser, baseUrl, { acceptCookies: true });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** A real PNG of the given size (the review queue shows it back at its natural size). */
async function photo(page: Page, width: number, name: string) {
  const buffer = await page.screenshot({ clip: { x: 0, y: 0, width, height: 240 } });
  return { name, mimeType: 'image/png', buffer };
}

/** Opens cloud no-MID afresh from the service tool's side navigation (its latest case is re-read). */
async function openCloudNoMid() {
  await side(dealer).getByRole('link', { name: 'Overview', exact: true }).click();
  await dealer.waitForURL((url) => url.pathname === '/service-tool');
  await side(dealer).getByRole('link', { name: 'Cloud no-MID', exact: true }).click();
  await dealer.getByRole('heading', { level: 1, name: 'Cloud no-MID' }).waitFor();
}

/** The latest case as the cloud no-MID screen states it: "#id · status · date" and the comment. */
const latestCase = () => dealer.locator('#cloud-about-title + p + dl');

/** Sends the form and returns the case number the portal announces. */
async function sendCase(): Promise<number> {
  await dealer.getByRole('button', { name: 'Send to the service center' }).click();
  const sent = dealer.getByText(/^Case #\d+ was sent to your service center\.$/);
  await sent.waitFor();
  const id = Number((await sent.textContent())!.match(/#(\d+)/)![1]);
  await dismissNotification(dealer);
  return id;
}

/** The center opens its review queue (pending cases first) and finds the case's card. */
async function queueCard(title: string) {
  await center.goto('/');
  const nav = center.getByRole('navigation', { name: 'Main navigation' });
  expect(await nav.getByRole('link', { name: 'Service tool' }).count()).toBe(0);
  await nav.getByRole('link', { name: 'Case review' }).click();
  await center.getByRole('heading', { level: 1, name: 'Case review' }).waitFor();
  const pending = center.getByRole('group', { name: 'Show cases' }).getByRole('button', { name: 'Pending' });
  expect(await pending.getAttribute('aria-pressed')).toBe('true');
  const card = center.getByRole('article', { name: title });
  await card.waitFor();
  return card;
}

/** The dealer's home (a second tab, so the service tool keeps its bike) lists the case with this status. */
async function homeShows(id: number, status: string): Promise<string> {
  await dealerHome.goto('/');
  const item = dealerHome.locator(`li[data-case-id="${id}"]`);
  await item.getByText(status, { exact: true }).waitFor();
  return (await item.textContent()) ?? '';
}

beforeAll(async () => {
  browser = await launchBrowser();
  const connected = await connectedPage(browser, { baseUrl, bridgeUrl }, 'mid_not_found', {
    newWorkspace: true,
  });
  contexts.push(connected.context);
  ({ page: dealer, errors: dealerErrors } = connected);
  await cancelOpenCases(dealer, BIKE.vin);
  dealerHome = await connected.context.newPage();
  center = await signedIn('service@example.com');
  await center.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

it('the dealer asks for ID authorization of the motor on the cloud no-MID screen', async () => {
  await side(dealer).getByText('Module ID missing · motor').waitFor();
  await side(dealer).getByRole('link', { name: 'Cloud no-MID', exact: true }).click();
  await dealer.getByRole('heading', { level: 1, name: 'Cloud no-MID' }).waitFor();
  // The motor without a module id is proposed; a post-bundle case links it to this bike.
  expect(await dealer.getByRole('radio', { name: /Link components to this bike/ }).isChecked()).toBe(true);
  expect(await dealer.getByRole('checkbox', { name: /motor/ }).isChecked()).toBe(true);
  // Nothing is sent without the label photo.
  await dealer.getByRole('button', { name: 'Send to the service center' }).click();
  await dealer.getByText('This field is required.').first().waitFor();
  await dealer
    .getByLabel('Photo of the component label')
    .setInputFiles(await photo(dealer, 320, 'label.png'));
  await dealer.getByLabel('Comment for the service center').fill('Motor replaced, serial on the label');
  await checkScreen(dealer, 'records-cloud-no-mid');
  bundleCase = await sendCase();
  await latestCase().getByText('pending', { exact: true }).waitFor();
  expect(await latestCase().textContent()).toContain(`#${bundleCase}`);
});

it('the service center reviews the case with its photo and asks for a revision', async () => {
  const errors = watchErrors(center);
  const card = await queueCard(`Post bundle #${bundleCase}`);
  expect(await card.textContent()).toContain('Motor replaced, serial on the label');
  expect(await card.getByRole('list', { name: 'Components claimed' }).textContent()).toContain(
    BIKE.components.find((c) => c.partType === 'motor')!.barcode,
  );
  await card.getByRole('img', { name: `Photo 1 of case ${bundleCase}` }).waitFor();
  await center.waitForFunction((id) => {
    const img = document.querySelector<HTMLImageElement>(`img[alt="Photo 1 of case ${id}"]`);
    return !!img && img.complete && img.naturalWidth === 320;
  }, bundleCase);
  await checkScreen(center, 'records-case-review');

  // Sending back needs a reason the dealer can act on.
  await card.getByRole('button', { name: 'Ask for revision' }).click();
  await card.getByText('Tell the dealer why, so they can act on it.').waitFor();
  await card.getByLabel('Comment to the dealer').fill(REVISE);
  await card.getByRole('button', { name: 'Ask for revision' }).click();
  await center.getByText(`Case #${bundleCase} sent back for revision.`).waitFor();
  await card.waitFor({ state: 'detached' });
  await center.getByRole('group', { name: 'Show cases' }).getByRole('button', { name: 'Sent back' }).click();
  const revised = center.getByRole('article', { name: `Post bundle #${bundleCase}` });
  await revised.getByText(REVISE).waitFor();
  // Revising is the dealer's move now: no review buttons on it.
  expect(await revised.getByRole('button', { name: 'Approve' }).count()).toBe(0);
  expect(errors).toEqual([]);
});

it('the dealer sees the case sent back with the comment, and resubmits it with a new photo', async () => {
  await openCloudNoMid();
  await latestCase().getByText('sent back for revision', { exact: true }).waitFor();
  expect(await latestCase().textContent()).toContain(REVISE);
  expect(await homeShows(bundleCase, 'Sent back')).toContain(REVISE);

  await dealer
    .getByLabel('Photo of the component label')
    .setInputFiles(await photo(dealer, 400, 'daylight.png'));
  await dealer.getByLabel('Comment for the service center').fill('Retaken in daylight');
  // A resubmission keeps the case: same number, back to pending.
  expect(await sendCase()).toBe(bundleCase);
  await latestCase().getByText('pending', { exact: true }).waitFor();
});

it('the service center approves the resubmitted case and the dealer sees it approved', async () => {
  const card = await queueCard(`Post bundle #${bundleCase}`);
  expect(await card.textContent()).toContain('Retaken in daylight');
  // The retaken photo is shown beside the first one.
  await center.waitForFunction((id) => {
    const photos = [...document.querySelectorAll<HTMLImageElement>(`img[alt$=" of case ${id}"]`)];
    return photos.some((img) => img.complete && img.naturalWidth === 400);
  }, bundleCase);
  await card.getByRole('button', { name: 'Approve' }).click();
  await center.getByText(`Case #${bundleCase} approved.`).waitFor();
  await card.waitFor({ state: 'detached' });

  await openCloudNoMid();
  await latestCase().getByText('approved', { exact: true }).waitFor();
  await homeShows(bundleCase, 'Approved');
});

it('a verify-workspace case is rejected with a reason the dealer reads', async () => {
  await dealer.getByRole('radio', { name: /Verify this bike/ }).check();
  await latestCase().waitFor({ state: 'detached' });
  await dealer.getByText('No case has been sent for this bike yet.').waitFor();
  await dealer
    .getByLabel('Photo of the component label')
    .setInputFiles(await photo(dealer, 320, 'label.png'));
  // Verifying the bike needs its VIN plate.
  await dealer.getByRole('button', { name: 'Send to the service center' }).click();
  await dealer.getByText('This field is required.').waitFor();
  await dealer.getByLabel('Photo of the VIN').setInputFiles(await photo(dealer, 320, 'vin.png'));
  const verifyCase = await sendCase();
  expect(verifyCase).not.toBe(bundleCase);

  const card = await queueCard(`Verify workspace #${verifyCase}`);
  await card.getByRole('img', { name: `Photo 2 of case ${verifyCase}` }).waitFor();
  await card.getByLabel('Comment to the dealer').fill(REJECT);
  await card.getByRole('button', { name: 'Reject' }).click();
  await center.getByText(`Case #${verifyCase} rejected.`).waitFor();
  await card.waitFor({ state: 'detached' });

  await openCloudNoMid();
  await dealer.getByRole('radio', { name: /Verify this bike/ }).check();
  await latestCase().getByText('rejected', { exact: true }).waitFor();
  expect(await latestCase().textContent()).toContain(REJECT);
  expect(await homeShows(verifyCase, 'Rejected')).toContain(REJECT);
  await checkScreen(dealerHome, 'records-home-cases');
  expect(dealerErrors).toEqual([]);
});

it('the service center sees the dealers of its region only', async () => {
  await clickNavLink(center, 'Dealers');
  await center.waitForURL('**/dealers');
  await center.getByRole('heading', { level: 1, name: 'Dealers of your region' }).waitFor();
  await center.getByRole('cell', { name: /Velo Werkstatt Berlin/ }).waitFor();
  expect(await center.getByText('Harbor Bikes Seattle').count()).toBe(0);
  await checkScreen(center, 'records-dealers');
});

it('a dealer never sees the review screens', async () => {
  const nav = dealerHome.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Service book' }).waitFor();
  expect(await nav.getByRole('link', { name: 'Case review' }).count()).toBe(0);
  expect(await nav.getByRole('link', { name: 'Dealers' }).count()).toBe(0);
  await dealerHome.goto('/case-review');
  await dealerHome.waitForURL('**/404');
  await dealerHome.goto('/dealers');
  await dealerHome.waitForURL('**/404');
});
