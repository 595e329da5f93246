// Scenario in_bootloader: the controller sits in its bootloader (an earlier interrupted update). The
// task and the Poor band show, other screens are blocked, and bootloader rescue brings it back; leaving
// the page while it is written asks first.
import { describe, expect, it } from 'vitest';
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

describe('service tool: in bootloader', () => {
  it('rescues the controller and completes the task', async () => {
    const { context, page, errors } = await connectedPage(
      browser(),
      { baseUrl, bridgeUrl },
      'in_bootloader',
      { newWorkspace: true, theme: 'dark' },
    );

    await side(page).getByText('Component in bootloader · controller').waitFor();
    await expect.poll(() => side(page).locator('.st-band').textContent()).toBe('Poor');
    expect(await axeViolations(page), 'overview, dark').toEqual([]);
    await screenshot(page, 'service-tool-overview-in-bootloader-dark');

    await page.getByRole('button', { name: 'Open Bootloader rescue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bootloader rescue' }).waitFor();
    await page.getByText(/Rescue image 5\.3\.2 for board 3\.0/).waitFor();
    expect(await axeViolations(page), 'bootloader rescue').toEqual([]);
    await screenshot(page, 'service-tool-bootloader-rescue');

    await page.getByRole('button', { name: 'Rescue controller' }).click();
    // Issue 28: leaving while the rescue is written asks first, as for a firmware update (decision 2801).
    await page.locator('.service-tool-content').getByRole('progressbar').first().waitFor();
    await side(page).getByRole('link', { name: 'Overview', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: 'A bootloader rescue is running' });
    await ask.waitFor();
    expect(await ask.textContent()).toContain('only this page records its result');
    expect(await axeViolations(page), 'rescue leave question').toEqual([]);
    await screenshot(page, 'service-tool-bootloader-rescue-leave-question', { ongoing: true });
    await ask.getByRole('button', { name: 'Stay on this page' }).click();
    expect(new URL(page.url()).pathname).toBe('/service-tool/bootloader-rescue');
    const dialog = page.getByRole('dialog', { name: 'Activity complete' });
    const seen = await sampleProgress(page, () => dialog.isVisible());
    expect(seen.filter((v) => v > 0 && v < 100).length, `progress ${seen.join(',')}`).toBeGreaterThan(1);
    expect(await dialog.textContent()).toContain('Bootloader rescue was recorded');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByText('Rescued: runs 5.3.2').waitFor();
    expect(await openTaskList(page).textContent()).not.toContain('Component in bootloader');
    await side(page)
      .getByText(/Completed: Component in bootloader · controller/)
      .waitFor();
    expect(await axeViolations(page), 'rescued').toEqual([]);
    await screenshot(page, 'service-tool-bootloader-rescued');
    expect(errors).toEqual([]);
    await context.close();
  });
});
