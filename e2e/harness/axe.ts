// axe-core in the page: WCAG 2.1 A/AA rules; a journey expects zero violations.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Returns the violations as readable lines (empty when the page passes). `scriptDisabled`: the page is
 * in a context without script, where the page's timers never fire; axe's own waits then run at once.
 */
export async function axeViolations(
  page: Page,
  options: { scriptDisabled?: boolean } = {},
): Promise<string[]> {
  // Colours are judged in their settled state: a button still animating from one theme colour to
  // another (e.g. just pressed) shows an in-between colour that axe would flag as low contrast.
  // Infinite animations (spinners) never finish and are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Half a megabyte of script: sent once per loaded page, not once per look at it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  if (options.scriptDisabled)
    await page.evaluate(() => {
      window.setTimeout = ((run: (...args: unknown[]) => void, _ms?: number, ...args: unknown[]) => {
        run(...args);
        return 0;
      }) as typeof window.setTimeout;
    });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}\n   ${v.nodes[0]?.failureSummary ?? ''}`,
  );
}
