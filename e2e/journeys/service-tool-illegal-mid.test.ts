// Scenario illegal_mid: the battery reports a module id whose checksum is broken. The task blocks the
// other screens with "Go to Component ID Synchronization"; MID rescue writes the factory id back.
import { describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { axeViolations } from '../harness/axe.ts';
import { screenshot } from '../harness/screenshots.ts';
import { connectedPage, journeyBrowser, openTaskList, side } from '../harness/service-tool.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
const browser = journeyBrowser();

describe('service tool: illegal module id', () => {
  it('blocks the other screens until MID rescue restores the battery module id', async () => {
    const { context, page, errors } = await connectedPage(browser(), { baseUrl, bridgeUrl }, 'illegal_mid', {
      newWorkspace: true,
      theme: 'dark',
    });

    await side(page).getByText('Invalid module ID · battery').waitFor();
    await expect.poll(() => side(page).locator('.st-health-score').textContent()).toBe('80');

    await side(page)
      .getByRole('link', { name: /^Firmware update/ })
      .click();
    const alert = page.getByRole('alertdialog', { name: 'Firmware update page not accessible' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('due to the task “Invalid module ID”');
    expect(await axeViolations(page), 'blocked, dark').toEqual([]);
    await screenshot(page, 'service-tool-blocked-illegal-mid-dark');
    await alert.getByRole('button', { name: 'Go to Component ID Synchronization' }).click();
    await page.waitForURL('**/service-tool/mid-rescue');

    const battery = DemoFleet.illegal_mid.components.find((c) => c.partType === 'battery')!;
    await page.getByText(/fails the module ID checksum/).waitFor();
    await page.getByLabel('Serial number on the battery label').fill(` ${battery.barcode.toLowerCase()}\n`);
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByText('Factory module ID').waitFor();
    expect(await axeViolations(page), 'MID rescue, dark').toEqual([]);
    await screenshot(page, 'service-tool-mid-rescue-dark');
    await page.getByRole('button', { name: 'Write module ID' }).click();
    const dialog = page.getByRole('dialog', { name: 'Activity complete' });
    await dialog.waitFor({ timeout: 60_000 });
    expect(await dialog.textContent()).toContain('Invalid module ID');
    await dialog.getByRole('button', { name: 'Back to overview' }).click();

    expect(await openTaskList(page).textContent()).not.toContain('Invalid module ID');
    // No longer blocked.
    await side(page).getByRole('link', { name: 'Firmware update', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Firmware update' }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
