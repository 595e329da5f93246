// Issue 28 point 14, the smaller ones: the connect wizard's numbering never jumps (choosing the
// workspace is part of step 3, so "Step 3 of 5" was followed by "Step 5 of 5" when there was no
// workspace to choose), and a stored fault code (0x0602) in the full diagnosis results comes with what
// it means and a link to its article. (Attaching live data to a published report: the unit test
// recording-attach.test.tsx; it asks first and names the new draft.)
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../harness/axe.ts';
import { connectedPage, journeyBrowser, side } from '../harness/service-tool.ts';
import { thisLane } from '../harness/lane.ts';
import { checkScreen } from './service-tool-b-support.ts';
import { screenMatrix } from '../harness/screen-matrix.ts';

const { baseUrl, bridgeUrl } = thisLane();
const browser = journeyBrowser();

describe('connect wizard and stored codes', () => {
  it('counts the wizard without a jump and explains the stored code of the full diagnosis', async () => {
    const seen: string[] = [];
    const { context, page, errors } = await connectedPage(browser(), { baseUrl, bridgeUrl }, 'healthy', {
      newWorkspace: true,
      onConnectStep: async (p) => {
        // Every "Step n of m" shown between the connect steps, the short ones included.
        await p.evaluate(() => {
          const w = window as unknown as { stepCounts?: string[] };
          if (w.stepCounts) return;
          w.stepCounts = [];
          const note = () => {
            const text = document.querySelector('.cb-step-count')?.textContent?.trim();
            if (text && w.stepCounts!.at(-1) !== text) w.stepCounts!.push(text);
          };
          note();
          new MutationObserver(note).observe(document.body, {
            childList: true,
            subtree: true,
            characterData: true,
          });
        });
      },
    });
    seen.push(...(await page.evaluate(() => (window as unknown as { stepCounts: string[] }).stepCounts)));
    const numbers = seen
      .map((s) => /^Step (\d+) of (\d+)$/.exec(s)!)
      .map((m) => [Number(m[1]), Number(m[2])]);
    expect(new Set(numbers.map(([, total]) => total)), seen.join(' → ')).toEqual(new Set([4]));
    numbers.forEach(([step], i) => {
      if (i > 0) expect(step! - numbers[i - 1]![0]!, seen.join(' → ')).toBeGreaterThanOrEqual(0);
      if (i > 0) expect(step! - numbers[i - 1]![0]!, seen.join(' → ')).toBeLessThanOrEqual(1);
    });
    expect(numbers[0]![0]).toBe(1);
    expect(numbers.at(-1)![0]).toBe(4);

    await side(page).getByRole('link', { name: 'Full Diagnosis', exact: true }).click();
    await page.getByRole('button', { name: 'Start full diagnosis' }).click();
    await page.getByRole('heading', { name: 'Diagnosis finished' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'See the results' }).click();
    const explained = page.getByRole('list', { name: 'What the error codes mean' });
    await explained.getByRole('link', { name: /Controller supply voltage low/ }).waitFor();
    expect(await explained.innerText()).toContain('0x0602');
    expect(await axeViolations(page), 'results').toEqual([]);
    await checkScreen(page, 'workshop-full-diagnosis-codes');
    await explained.getByRole('link', { name: /Controller supply voltage low/ }).click();
    await page.getByText('Error code 0x0602').waitFor();
    expect(errors).toEqual([]);

    await page.evaluate(() => sessionStorage.setItem('mobileNoticeSeen', 'true'));
    await screenMatrix(page, '/service-tool/full-diagnosis', 'workshop-full-diagnosis-codes', async (p) => {
      await p.getByTestId('code-articles').getByRole('link').first().waitFor();
    });
    await context.close();
  });
});
