// Full diagnosis on the healthy bike: the process runs its stages with progress, the results by stage
// and the health score show, and the result is kept on the device under fullDiagnosisInfoList with its
// lastPerformTimeStamp — an entry older than 7 days is purged.
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../harness/axe.ts';
import { screenshot } from '../harness/screenshots.ts';
import { connectedPage, journeyBrowser, recordProgress, side, vinOf } from '../harness/service-tool.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
const browser = journeyBrowser();

describe('service tool: full diagnosis', () => {
  it('runs every stage with progress, shows results by stage and keeps a 7-day history', async () => {
    const { context, page, errors } = await connectedPage(browser(), { baseUrl, bridgeUrl }, 'healthy', {
      newWorkspace: true,
    });
    const vin = vinOf('healthy');
    const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60 * 1000;
    await page.evaluate(
      ([v, ts]) =>
        localStorage.setItem(
          'fullDiagnosisInfoList',
          JSON.stringify([
            {
              vin: v,
              workspaceId: 1,
              lastPerformTimeStamp: ts,
              healthScore: 40,
              healthBand: 'Poor',
              stages: [],
            },
          ]),
        ),
      [vin, eightDaysAgo] as const,
    );

    await side(page).getByRole('link', { name: 'Full Diagnosis', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Full Diagnosis' }).waitFor();
    await page.getByText('No full diagnosis of this bike yet').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('fullDiagnosisInfoList'))).toBe('[]');
    expect(await axeViolations(page), 'full diagnosis').toEqual([]);
    await screenshot(page, 'service-tool-full-diagnosis-empty');

    const progress = await recordProgress(page);
    await page.getByRole('button', { name: 'Start full diagnosis' }).click();
    await page.getByRole('heading', { level: 1, name: 'Full diagnosis process' }).waitFor();
    await page.getByRole('heading', { name: 'Diagnosis finished' }).waitFor({ timeout: 60_000 });
    // The bar went stage by stage to 100.
    const seen = await progress.values();
    expect(seen.length, `progress ${seen.join(',')}`).toBeGreaterThan(3);
    expect(seen.at(-1)).toBe(100);
    expect(seen.every((v, i) => i === 0 || v >= seen[i - 1]!)).toBe(true);
    expect(await axeViolations(page), 'process finished').toEqual([]);
    await screenshot(page, 'service-tool-full-diagnosis-process');
    await page.getByRole('button', { name: 'See the results' }).click();

    await page.getByRole('heading', { name: 'Results by stage' }).waitFor();
    for (const stage of [
      'Identification',
      'Error codes',
      'Batteries',
      'Firmware',
      'Usage',
      'Tasks and health score',
    ])
      await page.getByRole('heading', { level: 3, name: new RegExp(`^${stage}`) }).waitFor();
    await page.getByText('10 components answered').waitFor();
    await page.getByText('Health score 100 (Healthy)').waitFor();
    expect(await axeViolations(page), 'results').toEqual([]);
    await screenshot(page, 'service-tool-full-diagnosis-results');

    const stored = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('fullDiagnosisInfoList') ?? '[]') as {
          vin: string;
          lastPerformTimeStamp: number;
          stages: unknown[];
        }[],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.vin).toBe(vin);
    expect(Date.now() - stored[0]!.lastPerformTimeStamp).toBeLessThan(5 * 60 * 1000);
    expect(stored[0]!.stages).toHaveLength(6);
    expect(errors).toEqual([]);
    await context.close();
  });
});
