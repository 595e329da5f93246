// Issue 17 point 2 (decision 1704): right after a browser reload the service tool reads the bike
// again before anything judges it. A full diagnosis run straight after the reload finds the batteries
// and every component (not "No battery answered", not "0 components run the newest firmware"), and the
// firmware screen shows no tick beside a check it could not make.
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../harness/axe.ts';
import { connectedPage, journeyBrowser, side } from '../harness/service-tool.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
const browser = journeyBrowser();

describe('service tool: the truth after a reload', () => {
  it('runs a true full diagnosis straight after a reload', async () => {
    const { context, page, errors } = await connectedPage(browser(), { baseUrl, bridgeUrl }, 'healthy', {
      newWorkspace: true,
    });
    await page.goto('/service-tool/full-diagnosis');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Full Diagnosis' }).waitFor();
    await page.getByRole('button', { name: 'Start full diagnosis' }).click();
    await page.getByRole('heading', { name: 'Diagnosis finished' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'See the results' }).click();
    await page.getByRole('heading', { name: 'Results by stage' }).waitFor();
    expect(await page.getByText('No battery answered').count()).toBe(0);
    expect(await page.getByText('0 components run the newest firmware').count()).toBe(0);
    await page.getByText(/^\d+ components? runs? the newest firmware/).waitFor();
    await page.getByRole('heading', { level: 3, name: /^Batteries/ }).waitFor();
    expect(await page.locator('h3', { hasText: /^Batteries/ }).innerText()).not.toMatch(/Skipped/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the firmware pre-flight with what it read after a reload, never a tick for an unread check', async () => {
    const { context, page, errors } = await connectedPage(
      browser(),
      { baseUrl, bridgeUrl },
      'firmware_update_available',
      { newWorkspace: true },
    );
    await page.goto('/service-tool/firmware-update');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Firmware update' }).waitFor();
    // No tick beside a charge not read: the line is pending until the pack answered.
    const unread = page.locator('.fw-check-good', { hasText: 'Battery charge not read yet' });
    expect(await unread.count()).toBe(0);
    await page.locator('.fw-checks li', { hasText: /Battery at \d+%/ }).waitFor();
    // The bike was read again: the components and their offers are listed.
    await page.getByRole('button', { name: /^Update \d+ images?$/ }).waitFor();
    expect(await page.getByText('The bike has not been read in this browser session yet.').count()).toBe(0);
    expect(await axeViolations(page), 'firmware after reload').toEqual([]);
    await side(page).getByText('Firmware update available · controller').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
