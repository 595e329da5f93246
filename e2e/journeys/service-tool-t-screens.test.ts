// Screenshots of the screens issue 17 changed for the service tool — live data, the live sensor check
// and the mobile notice — in both themes, German and Japanese, at 390, 768 and 1440 px, each with axe.
// One file so the matrix costs one sign-in and one connection; one load per screen, language and theme.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../harness/axe.ts';
import { newContext } from '../harness/browser.ts';
import { LANGS, setLook, sidewaysScroll, THEMES, viewportOf, WIDTHS } from '../harness/screen-matrix.ts';
import { screenshot } from '../harness/screenshots.ts';
import { expectWordedText } from '../harness/worded-text.ts';
import { connectedPage, journeyBrowser } from '../harness/service-tool.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();

/** Every chart of the screen draws a line of a few samples (the screenshots show lines, not blanks). */
const chartsDrawn = (page: Page) =>
  page.waitForFunction(() => {
    const charts = [...document.querySelectorAll('.line-chart')];
    const samples = (chart: Element) =>
      chart.querySelector('polyline')?.getAttribute('points')?.split(' ').length ?? 0;
    return charts.length > 0 && charts.every((chart) => samples(chart) >= 3);
  });
const browser = journeyBrowser();

describe('service tool screens of issue 17', () => {
  it('live data and the sensor check in both themes, German and Japanese, three widths', async () => {
    const { context, page, errors } = await connectedPage(browser(), { baseUrl, bridgeUrl }, 'healthy');
    await fetch(`${bridgeUrl}/sim/ride`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'ride' }),
    });
    // The phone and tablet sizes pass the mobile notice once, as a technician would.
    await page.evaluate(() => sessionStorage.setItem('mobileNoticeSeen', 'true'));
    for (const lang of LANGS)
      for (const theme of THEMES) {
        await setLook(page, theme, lang);
        // One load per screen, language and theme, looked at in the three widths by resizing the
        // window (decision 1779): twelve looks for four loads instead of one load per look.
        for (const [path, name] of [
          ['/service-tool/live-data', 'live-data'],
          ['/service-tool/component-diagnosis/sensor-diagnosis', 'sensor-check'],
        ] as const) {
          await page.setViewportSize(viewportOf(1440));
          await page.goto(path);
          await page
            .locator('[data-testid="live-state"] .badge-good')
            .waitFor({ timeout: 20_000 })
            .catch(async (e: unknown) => {
              // Say what the badge showed instead (waiting for the bridge, or paused and why).
              const shown = await page
                .getByTestId('live-state')
                .textContent({ timeout: 1_000 })
                .catch(() => null);
              const badge = shown === null ? 'no badge on the page' : `the badge says "${shown}"`;
              throw new Error(`${path}: live data not live after 20 s; ${badge}`, { cause: e });
            });
          await chartsDrawn(page);
          for (const width of WIDTHS) {
            await page.setViewportSize(viewportOf(width));
            const label = `${name} ${lang} ${theme} ${width}`;
            // No message key, no hand-written number or unit on the live screens (issue 28 point 7).
            await expectWordedText(page, lang, label);
            expect(await axeViolations(page), label).toEqual([]);
            expect(await sidewaysScroll(page), `${label} scrolls sideways`).toBeLessThanOrEqual(0);
            await screenshot(page, `service-tool-t-${name}-${lang}-${theme}-${width}`, { ongoing: true });
          }
        }
      }
    await fetch(`${bridgeUrl}/sim/ride`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'stopped' }),
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);

  it('the mobile notice on a phone, in both themes, German and Japanese', async () => {
    for (const lang of LANGS)
      for (const theme of THEMES) {
        const context = await newContext(browser(), baseUrl, {
          theme,
          viewport: { width: 390, height: 844 },
        });
        await context.addInitScript(`localStorage.setItem('lang', '${lang}')`);
        const page = await context.newPage();
        await page.goto('/service-tool');
        await page.waitForURL(/\/mobile-init\?redirectUrl=/);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await axeViolations(page), `mobile notice ${lang} ${theme}`).toEqual([]);
        await screenshot(page, `mobile-notice-${lang}-${theme}-390`);
        await context.close();
      }
  });
});
