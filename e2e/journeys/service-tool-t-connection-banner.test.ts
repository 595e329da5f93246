// Issue 17 point 6 (part): when the connection ends while the technician reads a long screen (here the
// service connector pulled at the bench), the banner stays in view wherever the page is scrolled.
import { describe, expect, it } from 'vitest';
import { connectedPage, journeyBrowser } from '../harness/service-tool.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
const browser = journeyBrowser();

describe('service tool: the connection banner', () => {
  it('keeps the banner in view at the bottom of a long screen', async () => {
    const { context, page } = await connectedPage(browser(), { baseUrl, bridgeUrl }, 'error_code_warning');
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/service-tool/component-diagnosis');
    await page.getByRole('heading', { name: 'Components on the bus' }).waitFor();
    const res = await fetch(`${bridgeUrl}/sim/connector`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ plugged: false }),
    });
    expect(res.status).toBe(200);
    const banner = page.locator('.st-connection-banner');
    await banner.waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const box = await banner.boundingBox();
    expect(box).not.toBeNull();
    // Inside the viewport, below the header.
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(600);
    await fetch(`${bridgeUrl}/sim/connector`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ plugged: true }),
    });
    await context.close();
  });
});
