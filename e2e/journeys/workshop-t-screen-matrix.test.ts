// Issue 28's changed service-tool screens that no other matrix looks at — the connect flow's step 3
// (the bike's identity, point 1), the firmware update screen (point 2) and the parameter check with
// nothing to compare against (point 4), each beside the bike card with its VIN (point 8) — in both
// themes, German and Japanese, at 390, 768 and 1440 px: a screenshot each, axe finding nothing, and no
// message key or hand-written date, time, number or unit (worded-text.ts). One sign-in and one
// connection; language and theme switch on the open page (lookMatrix), so step 3 stays open.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { lookMatrix } from '../harness/screen-matrix.ts';
import { connectedPage, journeyBrowser, side } from '../harness/service-tool.ts';
import { thisLane } from '../harness/lane.ts';
import { openFromNav } from './service-tool-b-support.ts';

const { baseUrl, bridgeUrl } = thisLane();
const browser = journeyBrowser();

/** The firmware screen once the battery is read and every pre-check has its answer. */
async function firmwareReady(page: Page): Promise<void> {
  await page.locator('.fw-checks li').first().waitFor();
  await page.waitForFunction(() => document.querySelector('.fw-check-pending') === null, null, {
    timeout: 30_000,
  });
}

describe('issue 28 service-tool screens in German and Japanese', () => {
  it('step 3, firmware update and parameter check: both themes, three widths, axe 0, every value formatted', async () => {
    const started = Date.now();
    const { context, page, errors } = await connectedPage(browser(), { baseUrl, bridgeUrl }, 'healthy', {
      newWorkspace: true,
      onConnectStep: async (p, step) => {
        if (step !== 'identify') return;
        await p.evaluate(() => sessionStorage.setItem('mobileNoticeSeen', 'true'));
        await lookMatrix(p, 'workshop-connect-identify', async (q) => {
          await q.locator('.cb-vin-field input').waitFor();
        });
        // Back in English, the VIN field has the focus again for the scanner's Enter.
        await p.locator('.cb-vin-field input').focus();
      },
    });

    await side(page).getByRole('link', { name: 'Firmware update', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Firmware update' }).waitFor();
    await lookMatrix(page, 'workshop-firmware-screen', firmwareReady);

    await openFromNav(page, 'Parameter check');
    await page.getByRole('combobox', { name: 'Component' }).selectOption('controller');
    // The bytes as read, or beside the reference when a journey before this one on the same lane
    // confirmed one for this VIN (service-tool-b-healthy does): either is the screen to look at.
    await lookMatrix(page, 'workshop-parameter-check', async (p) => {
      await p.locator('[data-testid="parameter-bytes"], [data-testid="parameter-diff"]').first().waitFor();
    });

    expect(errors).toEqual([]);
    await context.close();
    console.info(`workshop-t-screen-matrix: ${Math.round((Date.now() - started) / 1000)} s`);
  }, 600_000);
});
