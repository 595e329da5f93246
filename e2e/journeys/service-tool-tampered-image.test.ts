// A tampered firmware image: the image_url the backend's link call answers is swapped in the browser
// (page.route) for a valid link of another image, so the bytes the bridge fetches from the API are not
// the ones the manifest names (decision 3003). The bridge refuses them (their hashes differ from the
// TUF target's, 300113) — the security-warning alert appears — and nothing is written: after
// reconnecting, the controller still runs its old version and the task is still open.
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../harness/axe.ts';
import { screenshot } from '../harness/screenshots.ts';
import { connectBike, connectedPage, journeyBrowser, openTaskList, side } from '../harness/service-tool.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
const browser = journeyBrowser();

describe('service tool: tampered firmware image', () => {
  it('shows the security warning and writes nothing', async () => {
    const { context, page, errors } = await connectedPage(
      browser(),
      { baseUrl, bridgeUrl },
      'firmware_update_available',
      { newWorkspace: true },
    );

    let tampered = 0;
    await page.route('**/api/firmware/*/image_link', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: { firmware_id: number; image_url: string } };
      const id = body.result.firmware_id;
      const otherUrl = route
        .request()
        .url()
        .replace(`/firmware/${id}/`, `/firmware/${id > 1 ? id - 1 : id + 1}/`);
      const other = (await (await route.fetch({ url: otherUrl })).json()) as {
        result: { image_url: string };
      };
      body.result.image_url = other.result.image_url;
      tampered += 1;
      await route.fulfill({ response, json: body });
    });

    await side(page).getByRole('link', { name: 'Firmware update', exact: true }).click();
    await page.getByRole('checkbox', { name: /Firmware 2\.4\.1/ }).uncheck();
    await page.getByRole('button', { name: 'Update 1 image' }).click();

    const warning = page.getByRole('alertdialog', { name: 'Security warning' });
    await warning.waitFor({ timeout: 60_000 });
    expect(tampered).toBe(1);
    expect(await warning.textContent()).toContain(
      'Invalid update file source. The operation was terminated for security reasons',
    );
    // Action buttons hidden, close allowed.
    expect(await warning.getByRole('button').allTextContents()).toEqual(['']);
    await warning.getByRole('button', { name: 'Close' }).waitFor();
    expect(await axeViolations(page), 'security warning').toEqual([]);
    await screenshot(page, 'service-tool-security-warning');
    await warning.getByRole('button', { name: 'Close' }).click();
    // The firmware TUF repository's verdict (decision 3000): the bytes are not the released target's.
    await page
      .getByText(/Refused \(code 300113\): the image differs from the one the manufacturer signed/)
      .waitFor();

    // Nothing written: reconnected, the controller still runs 5.1.0 and its task is open.
    await page.unroute('**/api/firmware/*/image_link');
    await connectBike(page, 'firmware_update_available');
    const controllerRow = page
      .locator('tr', { has: page.getByRole('cell', { name: 'controller', exact: true }) })
      .last();
    expect(await controllerRow.textContent()).toContain('5.1.0');
    await openTaskList(page).getByText('Firmware update available · controller').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
