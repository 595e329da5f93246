// Issue 17 "Live data" (decision 1776): a recording of the bike ridden on the stand attaches to the
// workspace's service report, which then shows it (lowest, average, highest value per signal); the
// claim side offers the bike's editable claims or, without one, a new claim from this workspace; a
// recording attached to a claim shows in the claim's evidence.
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../harness/axe.ts';
import { screenshot } from '../harness/screenshots.ts';
import { connectedPage, journeyBrowser, side } from '../harness/service-tool.ts';
import { ride } from './service-tool-b-bench.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
const browser = journeyBrowser();

describe('service tool: live-data recording', () => {
  it('records a ride on the stand and attaches it to the service report', async () => {
    const { context, page, errors } = await connectedPage(browser(), { baseUrl, bridgeUrl }, 'healthy');
    await ride(bridgeUrl, 'ride');
    await side(page)
      .getByRole('link', { name: /^Live data/ })
      .click();
    await page.getByTestId('live-state').getByText('Live').waitFor();
    await page.getByText('A recording stops by itself after 2 minutes.').waitFor();
    // Nothing to attach yet.
    const toReport = page.getByRole('button', { name: 'Attach to service report' });
    expect(await toReport.isDisabled()).toBe(true);
    // Riding: wait until the wheel turns fast, then record a few seconds.
    await expect
      .poll(
        async () => Number.parseFloat(await page.getByTestId('live-speed_kmh').locator('output').innerText()),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(15);
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.getByText(/Recording: ([89]|\d\d+) samples/).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await page.getByText(/Recorded: \d+ samples/).waitFor();

    // The claim side: the bike's editable claims to pick from, or the offer of a new claim.
    await page
      .getByLabel('Claim')
      .or(page.getByText('This bike has no claim in draft or sent back for revision.'))
      .waitFor();
    await toReport.click();
    await page.getByText(/Attached to the service report/).waitFor();
    expect(await axeViolations(page), 'live data with a recording').toEqual([]);
    await screenshot(page, 'live-recording-attach');

    await page.getByRole('link', { name: 'Open the service report' }).click();
    await page.getByRole('heading', { level: 1, name: /^Service report/ }).waitFor();
    const table = page.getByTestId('live-recording');
    await table.getByRole('heading', { name: 'Live-data recording' }).waitFor();
    const speed = table.getByTestId('recording-speed_kmh').locator('td');
    expect(await table.getByTestId('recording-speed_kmh').getByRole('rowheader').innerText()).toBe('Speed');
    // Highest speed of the ride; lowest no higher than the average.
    expect(Number.parseFloat(await speed.nth(2).innerText())).toBeGreaterThan(15);
    expect(Number.parseFloat(await speed.nth(0).innerText())).toBeLessThanOrEqual(
      Number.parseFloat(await speed.nth(1).innerText()),
    );
    expect(await table.getByRole('row').count()).toBe(9);
    expect(await axeViolations(page), 'service report with a recording').toEqual([]);
    await screenshot(page, 'live-recording-service-report');
    // The draft's recording can be taken off again; after a reload it stays off.
    const removed = page.waitForResponse(
      (res) => res.request().method() === 'PATCH' && /\/api\/service_report\/\d+$/.test(res.url()),
    );
    await table.getByRole('button', { name: 'Remove recording' }).click();
    expect((await removed).status()).toBe(200);
    await table.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Service report/ }).waitFor();
    // The portal keeps GET answers in localStorage (portal-spec §7, written at most every 500 ms), so a
    // reload right after the removal may first show the cached report; the fresh one follows at once.
    await expect.poll(() => page.getByTestId('live-recording').count(), { timeout: 10_000 }).toBe(0);
    await ride(bridgeUrl, 'stopped');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('files a draft claim from the offer, records and attaches the recording to it', async () => {
    const { context, page, errors } = await connectedPage(browser(), { baseUrl, bridgeUrl }, 'healthy');
    await ride(bridgeUrl, 'ride');
    const openLiveData = async () => {
      await side(page)
        .getByRole('link', { name: /^Live data/ })
        .click();
      await page.getByTestId('live-state').getByText('Live').waitFor();
    };
    await openLiveData();
    const noClaim = page.getByText('This bike has no claim in draft or sent back for revision.');
    await page.getByLabel('Claim').or(noClaim).waitFor();
    if (await noClaim.isVisible()) {
      // The offer opens the new-claim form for this workspace; a draft is enough to attach to.
      await page.getByRole('link', { name: 'File a new claim' }).click();
      await page.getByRole('heading', { level: 1, name: 'File a warranty claim' }).waitFor();
      expect(new URL(page.url()).searchParams.get('workspace')).toMatch(/^\d+$/);
      await page.getByLabel('What the technician found').fill('Motor cuts out at speed on the stand');
      await page.getByRole('button', { name: 'Save as draft' }).click();
      await page.waitForURL(/\/claim\/\d+$/);
      // Back to the service tool: the workspace is still connected.
      await page.goto('/service-tool');
      await openLiveData();
    }
    const claim = page.getByLabel('Claim');
    await claim.waitFor();
    const claimId = await claim.inputValue();
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.getByText(/Recording: ([4-9]|\d\d+) samples/).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await page.getByRole('button', { name: 'Attach to claim' }).click();
    await page.getByText(`Attached to claim ${claimId}.`).waitFor();
    await page.getByRole('link', { name: 'Open the claim' }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`${claimId}`) }).waitFor();
    const recording = page.getByTestId('claim-evidence').getByTestId('live-recording');
    await recording.getByRole('heading', { name: 'Live-data recording' }).waitFor();
    expect(await recording.getByRole('row').count()).toBe(9);
    expect(await axeViolations(page), 'claim with a recording').toEqual([]);
    await screenshot(page, 'live-recording-claim');
    // The dealer's draft claim lets the recording be taken off again.
    await recording.getByRole('button', { name: 'Remove recording' }).click();
    await recording.waitFor({ state: 'detached' });
    await ride(bridgeUrl, 'stopped');
    expect(errors).toEqual([]);
    await context.close();
  });
});
