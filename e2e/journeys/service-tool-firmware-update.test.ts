// Scenario firmware_update_available: connect the bike, see the task and the health band, update the
// controller and the HMI with the progress bar advancing from the bridge's stream, and see the task
// completed after the reload. Screenshots and axe on the connect flow, overview and firmware update.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../harness/axe.ts';
import { screenshot } from '../harness/screenshots.ts';
import {
  connectedPage,
  journeyBrowser,
  openTaskList,
  sampleProgress,
  side,
} from '../harness/service-tool.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
const browser = journeyBrowser();

async function accessible(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

describe('service tool: firmware update available', () => {
  it('connects the bike, shows the task and the Healthy band, updates with live progress and completes the task', async () => {
    const { context, page, errors } = await connectedPage(
      browser(),
      { baseUrl, bridgeUrl },
      'firmware_update_available',
      {
        onConnectStep: async (page, name) => {
          await accessible(page, `connect ${name}`);
          await screenshot(page, `service-tool-connect-${name}`);
        },
      },
    );

    // Overview: the firmware task (warning, 5 points each) leaves the bike Healthy (90).
    await page.getByRole('heading', { level: 1, name: 'Service tool' }).waitFor();
    await side(page).getByText('Firmware update available · controller').waitFor();
    await side(page).getByText('Firmware update available · HMI').waitFor();
    await expect.poll(() => side(page).locator('.st-health-score').textContent()).toBe('90');
    expect(await side(page).locator('.st-band').textContent()).toBe('Healthy');
    await accessible(page, 'overview');
    await screenshot(page, 'service-tool-overview');

    // Another screen is blocked by the firmware task, with the way to the firmware update.
    await side(page)
      .getByRole('link', { name: /^Bike settings/ })
      .click();
    const alert = page.getByRole('alertdialog', { name: 'Bike settings page not accessible' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('due to the task “Firmware update available”');
    await accessible(page, 'blocked page alert');
    await screenshot(page, 'service-tool-blocked');
    await alert.getByRole('button', { name: 'Go to Firmware Update' }).click();
    await page.waitForURL('**/service-tool/firmware-update');

    // Firmware update: the offers per component, the pre-flight checks, then the live progress.
    await page.getByRole('heading', { level: 1, name: 'Firmware update' }).waitFor();
    await page.getByRole('checkbox', { name: /Firmware 5\.3\.2/ }).waitFor();
    await page.getByRole('checkbox', { name: /Firmware 2\.4\.1/ }).waitFor();
    await page.getByText(/Battery at 86%/).waitFor();
    await accessible(page, 'firmware update');
    await screenshot(page, 'service-tool-firmware-update');
    // The portal hands the bridge each image's link, never the image: the bridge fetches the bytes
    // from the API itself (decision 3003).
    const jobRequest = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v2/firmware_job',
    );
    await page.getByRole('button', { name: /^Update \d image/ }).click();
    const items = ((await jobRequest).postDataJSON() as { items: Record<string, unknown>[] }).items;
    expect(items.length).toBe(2);
    for (const item of items) {
      expect(item).not.toHaveProperty('image_base64');
      const url = new URL(String(item.image_url));
      expect(`${url.origin}${url.pathname}`).toMatch(/\/api\/firmware\/\d+\/image_file$/);
      expect(url.origin).toBe(new URL(baseUrl).origin);
      expect(url.searchParams.get('ticket')).toBeTruthy();
    }
    await page.getByRole('progressbar').first().waitFor();
    await screenshot(page, 'service-tool-firmware-update-progress');
    const result = page.getByRole('heading', { name: 'Result' });
    const seen = await sampleProgress(page, () => result.isVisible());
    // The bar moved through values between 0 and 100 as the stream reported them.
    expect(seen.filter((v) => v > 0 && v < 100).length, `progress values ${seen.join(',')}`).toBeGreaterThan(
      2,
    );
    expect(seen.some((v, i) => i > 0 && v > seen[i - 1]!)).toBe(true);

    // Verified on the bike, the tasks completed after the reload, the activity-complete dialog.
    const dialog = page.getByRole('dialog', { name: 'Activity complete' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Firmware update available');
    await accessible(page, 'activity complete');
    await screenshot(page, 'service-tool-activity-complete');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    expect(await page.getByText('Verified on the bike').count()).toBeGreaterThan(0);
    expect(await page.getByText('Not updated').count()).toBe(0);
    await openTaskList(page).getByText('No open tasks.').waitFor();
    await side(page)
      .getByText(/Completed: Firmware update available · controller/)
      .waitFor();
    await expect.poll(() => side(page).locator('.st-health-score').textContent()).toBe('100');
    await screenshot(page, 'service-tool-firmware-update-result');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('explains the refusal of a battery below 20 % (600100) before and after trying', async () => {
    const { context, page } = await connectedPage(browser(), { baseUrl, bridgeUrl }, 'low_battery', {
      newWorkspace: true,
    });
    await side(page).getByRole('link', { name: 'Firmware update', exact: true }).click();
    await page.getByText(/Battery at 8%: below 20%, the bridge will refuse the update \(600100\)/).waitFor();
    await page.getByRole('button', { name: /^Update \d image/ }).click();
    await page.getByText(/Battery charge too low \(600100\)/).waitFor({ timeout: 60_000 });
    expect(await axeViolations(page), 'refused update').toEqual([]);
    await screenshot(page, 'service-tool-firmware-update-low-battery');
    await openTaskList(page).getByText('Firmware update available · controller').waitFor();
    await context.close();
  });
});
