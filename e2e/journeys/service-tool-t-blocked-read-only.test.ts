// Issue 17 point 3 (decision 1701): a warning-level "firmware update available" task blocks the screens
// that write to the bike, but the ones that only read it stay open, so a technician with a low battery
// and no charger can still read the error codes, the battery and run a full diagnosis to decide.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../harness/axe.ts';
import { connectedPage, journeyBrowser, side } from '../harness/service-tool.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
const browser = journeyBrowser();

const notAccessible = (page: Page) =>
  page.getByRole('alertdialog').filter({ hasText: 'page not accessible' });

async function openFromSide(page: Page, name: string): Promise<void> {
  await side(page)
    .getByRole('link', { name: new RegExp(`^${name}( \\(|$)`) })
    .click();
}

describe('service tool: read-only screens while a task blocks', () => {
  it('opens diagnosis, error codes, battery and live data during the firmware task; settings stay blocked', async () => {
    const { context, page, errors } = await connectedPage(
      browser(),
      { baseUrl, bridgeUrl },
      'firmware_update_available',
    );
    await side(page).getByText('Firmware update available · controller').waitFor();

    await openFromSide(page, 'Component diagnosis');
    await page.getByRole('heading', { level: 1, name: 'Component diagnosis' }).waitFor();
    expect(await notAccessible(page).count()).toBe(0);

    await openFromSide(page, 'Full Diagnosis');
    await page.getByRole('heading', { level: 1, name: 'Full Diagnosis' }).waitFor();
    expect(await notAccessible(page).count()).toBe(0);

    await openFromSide(page, 'Live data');
    await page.getByRole('heading', { level: 1, name: 'Live data' }).waitFor();
    expect(await notAccessible(page).count()).toBe(0);

    await page.goto('/service-tool/battery');
    await page.getByRole('heading', { level: 1, name: 'Battery information' }).waitFor();
    expect(await notAccessible(page).count()).toBe(0);
    expect(await axeViolations(page), 'battery during a block').toEqual([]);

    // Writing screens keep the notice with the way to the firmware update.
    await openFromSide(page, 'Bike settings');
    await page.getByRole('alertdialog', { name: 'Bike settings page not accessible' }).waitFor();
    // The side navigation marks only the writing screens as blocked.
    expect(
      await side(page)
        .getByRole('link', { name: /^Component diagnosis \(/ })
        .count(),
    ).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
