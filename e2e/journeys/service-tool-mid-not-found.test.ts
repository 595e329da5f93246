// Scenario mid_not_found: the motor answers on the bus without a module id. A label the catalogue does
// not know sends the technician to cloud no-MID (ID authorization with a photo: a post_bundle case);
// the right label gives the factory module id, which MID rescue writes back — task completed.
import { describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { axeViolations } from '../harness/axe.ts';
import { screenshot } from '../harness/screenshots.ts';
import { connectedPage, journeyBrowser, openTaskList, side, tinyPng } from '../harness/service-tool.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
const browser = journeyBrowser();

describe('service tool: module id not found', () => {
  it('asks for ID authorization for an unknown label, then restores the module id from the right one', async () => {
    const { context, page, errors } = await connectedPage(
      browser(),
      { baseUrl, bridgeUrl },
      'mid_not_found',
      { newWorkspace: true },
    );

    await side(page).getByText('Module ID missing · motor').waitFor();
    await expect.poll(() => side(page).locator('.st-health-score').textContent()).toBe('80');
    expect(await side(page).locator('.st-band').textContent()).toBe('Healthy');
    await page.getByRole('button', { name: 'Open MID rescue' }).click();
    await page.getByRole('heading', { level: 1, name: 'MID rescue' }).waitFor();
    const label = page.getByLabel('Serial number on the motor label');

    // A label the catalogue has no factory record of → cloud no-MID.
    await label.fill('MT9999999');
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByText(/The catalogue has no factory record for this serial/).waitFor();
    expect(await axeViolations(page), 'MID rescue, unknown label').toEqual([]);
    await screenshot(page, 'service-tool-mid-rescue-unknown');
    await page.getByRole('link', { name: 'Cloud no-MID' }).last().click();
    await page.getByRole('heading', { level: 1, name: 'Cloud no-MID' }).waitFor();
    expect(await page.getByRole('radio', { name: /Link components to this bike/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /motor/ }).isChecked()).toBe(true);
    await page.getByLabel('Photo of the component label').setInputFiles(tinyPng);
    await page
      .getByLabel('Comment for the service center')
      .fill('Motor replaced under warranty; label photo attached.');
    expect(await axeViolations(page), 'cloud no-MID').toEqual([]);
    await screenshot(page, 'service-tool-cloud-no-mid');
    await page.getByRole('button', { name: 'Send to the service center' }).click();
    await page.getByText(/Case #\d+ was sent to your service center/).waitFor();
    await page.getByText('pending', { exact: true }).waitFor();

    // The motor's own label: its factory module id is written back through the bridge.
    await side(page).getByRole('link', { name: 'MID rescue', exact: true }).click();
    const motor = DemoFleet.mid_not_found.components.find((c) => c.partType === 'motor')!;
    await label.fill(motor.barcode);
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByText('Factory module ID').waitFor();
    expect(await axeViolations(page), 'MID rescue, factory id').toEqual([]);
    await screenshot(page, 'service-tool-mid-rescue');
    await page.getByRole('button', { name: 'Write module ID' }).click();
    const dialog = page.getByRole('dialog', { name: 'Activity complete' });
    await dialog.waitFor({ timeout: 60_000 });
    expect(await dialog.textContent()).toContain('MID update was recorded');
    expect(await dialog.textContent()).toContain('Module ID missing');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    expect(await openTaskList(page).textContent()).not.toContain('Module ID missing');
    await side(page)
      .getByText(/Completed: Module ID missing · motor/)
      .waitFor();
    await expect.poll(() => side(page).locator('.st-health-score').textContent()).toBe('100');
    expect(errors).toEqual([]);
    await context.close();
  });
});
