// Issue 28 point 10: "Firmware update available" is a warning. It holds back only what is unsafe
// before the update (parameter check, bike settings, performance tuning: values the firmware lays
// out), says why beside each held screen without a click, and leaves the rest of the tool open.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenMatrix } from '../harness/screen-matrix.ts';
import { connectedPage, journeyBrowser, side } from '../harness/service-tool.ts';
import { thisLane } from '../harness/lane.ts';
import { checkScreen, openFromNav } from './service-tool-b-support.ts';

const { baseUrl, bridgeUrl } = thisLane();
const browser = journeyBrowser();

const notAccessible = (page: Page) =>
  page.getByRole('alertdialog').filter({ hasText: 'page not accessible' });
const heldLinks = (page: Page) => side(page).locator('.side-nav-link-blocked');

describe('service tool: a firmware update warning informs', () => {
  it('holds back only parameter check, bike settings and tuning, with the reason in view', async () => {
    const { context, page, errors } = await connectedPage(
      browser(),
      { baseUrl, bridgeUrl },
      'firmware_update_available',
    );
    await side(page).getByText('Firmware update available · controller').waitFor();

    const held = await heldLinks(page).evaluateAll((links) =>
      links.map((a) => a.firstChild?.textContent?.trim() ?? ''),
    );
    expect(held).toEqual(['Parameter check', 'Bike settings', 'Performance tuning']);
    // The reason is on the screen, not only read out or behind a click.
    for (const link of await heldLinks(page).all()) {
      const reason = link.locator('.side-nav-reason');
      expect(await reason.isVisible()).toBe(true);
      expect(await reason.innerText()).toBe('Waits for: Firmware update');
    }
    await checkScreen(page, 'workshop-firmware-warning-overview');

    for (const [link, heading] of [
      ['Bootloader rescue', 'Bootloader rescue'],
      ['Component replacement', 'Component replacement'],
    ] as const) {
      await openFromNav(page, link);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await notAccessible(page).count(), link).toBe(0);
    }

    // What would be unsafe still waits, with the way to the update.
    await openFromNav(page, 'Bike settings');
    const alert = page.getByRole('alertdialog', { name: 'Bike settings page not accessible' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Go to Firmware Update' }).waitFor();
    await page.keyboard.press('Escape');

    await page.evaluate(() => sessionStorage.setItem('mobileNoticeSeen', 'true'));
    await screenMatrix(page, '/service-tool', 'workshop-firmware-warning', async (p) => {
      await side(p).locator('.side-nav-reason').first().waitFor();
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
