// The cable-pull fault (armed through the bridge's PUT /sim/scenario): the controller's firmware
// update is cut mid-transfer, the update ends in the bootloader-rescue path, and after reconnecting
// the bike is recovered by bootloader rescue (task in_bootloader completed, controller running again).
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../harness/axe.ts';
import { screenshot } from '../harness/screenshots.ts';
import { connectedPage, journeyBrowser, openTaskList, side, simState } from '../harness/service-tool.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
const browser = journeyBrowser();

describe('service tool: cable pulled during a firmware update', () => {
  it('ends in the bootloader-rescue path and the bike is recovered', async () => {
    const { context, page, errors } = await connectedPage(
      browser(),
      { baseUrl, bridgeUrl },
      'firmware_update_available',
      { newWorkspace: true, fault: { cablePullAfterBytes: 24_000 } },
    );

    await side(page).getByRole('link', { name: 'Firmware update', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Firmware update' }).waitFor();
    // Only the controller: its transfer is the one the cable is pulled in.
    await page.getByRole('checkbox', { name: /Firmware 2\.4\.1/ }).uncheck();
    await page.getByRole('button', { name: 'Update 1 image' }).click();
    await page.getByRole('heading', { name: 'Result' }).waitFor({ timeout: 120_000 });
    await page.getByText('Not updated').waitFor();
    expect((await simState(bridgeUrl)).fault?.fired).toBe(true);
    // The transfer was cut: the screen says what that means and offers the reconnection.
    const result = page.getByRole('region', { name: 'Result' });
    await result.getByText(/The update was cut short: the component may be left in its bootloader/).waitFor();
    // The bridge noticed the lost link itself (status stream: DISCONNECTED, link_lost): the banner says so.
    await page
      .getByRole('status')
      .filter({ hasText: 'The connection to the bike was lost' })
      .getByRole('button', { name: 'Reconnect Bike' })
      .waitFor();
    // No retry into a bike that is not there (issue 17 point 6): the update cannot start, and says why;
    // the bridge's English ("CAN transport failed") is nowhere on the screen.
    expect(await page.getByRole('button', { name: /^Update / }).isDisabled()).toBe(true);
    await page.getByText('The bike is not connected: reconnect it before starting an update.').waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/CAN transport|N_BS_|N_CR_/);
    expect(await axeViolations(page), 'interrupted update').toEqual([]);
    await screenshot(page, 'service-tool-cable-pull-interrupted');
    const workspaceId = await page.evaluate(() => localStorage.getItem('workspaceId'));
    await result.getByRole('button', { name: 'Reconnect Bike' }).click();
    // Reconnect resumes where the technician was (issue 17 point 7): the same bike and workspace, one
    // press, not the flow from its first step.
    await page.getByRole('heading', { name: 'Reconnect the bike' }).waitFor();
    await page.getByText(`Workspace #${workspaceId}`).waitFor();
    await page.getByRole('button', { name: 'Reconnect Bike' }).click();
    await page.getByRole('heading', { name: 'Bike connected' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Open the service tool' }).click();
    expect(await page.evaluate(() => localStorage.getItem('workspaceId'))).toBe(workspaceId);

    // The controller waits in its bootloader.
    await side(page).getByText('Component in bootloader · controller').waitFor();
    await expect.poll(() => side(page).locator('.st-band').textContent()).toBe('Poor');

    // Every other screen sends the technician to the rescue.
    await side(page)
      .getByRole('link', { name: /^Parameter check/ })
      .click();
    const alert = page.getByRole('alertdialog', { name: 'Parameter check page not accessible' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('due to the task “Component in bootloader”');
    await alert.getByRole('button', { name: 'Go to Bootloader Mode Rescue' }).click();
    await page.waitForURL('**/service-tool/bootloader-rescue');

    await page.getByRole('button', { name: 'Rescue controller' }).click();
    await page.getByRole('progressbar').first().waitFor();
    const dialog = page.getByRole('dialog', { name: 'Activity complete' });
    await dialog.waitFor({ timeout: 120_000 });
    expect(await dialog.textContent()).toContain('Component in bootloader');
    await dialog.getByRole('button', { name: 'Back to overview' }).click();

    // Recovered: no component in the bootloader, the controller runs its rescue image again.
    await page.getByRole('heading', { level: 1, name: 'Service tool' }).waitFor();
    const controllerRow = page
      .locator('tr', { has: page.getByRole('cell', { name: 'controller', exact: true }) })
      .last();
    await expect.poll(() => controllerRow.textContent()).toMatch(/5\.\d+\.\d+/);
    expect(await page.getByRole('cell', { name: 'in bootloader', exact: true }).count()).toBe(0);
    expect(await openTaskList(page).textContent()).not.toContain('Component in bootloader');
    expect(errors).toEqual([]);
    await context.close();
  });
});
