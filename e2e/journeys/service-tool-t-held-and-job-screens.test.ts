// The screens issue 28 points 1–2 changed, in both themes, German and Japanese, at 390, 768 and
// 1440 px with axe finding nothing and nothing scrolling sideways: the take-over question, the bike
// held by another user, and the firmware page showing the bridge's finished job.
import { describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../harness/browser.ts';
import { thisLane } from '../harness/lane.ts';
import { checkAtWidths, LANGS, THEMES } from '../harness/screen-matrix.ts';
import { signIn } from '../harness/sign-in.ts';
import { connectedPage, journeyBrowser, side, startConnectFlow } from '../harness/service-tool.ts';

const { baseUrl, bridgeUrl } = thisLane();
const browser = journeyBrowser();

async function signedIn(b: Browser, email: string): Promise<Page> {
  const context = await newContext(b, baseUrl, { acceptCookies: true });
  const page = await context.newPage();
  await signIn(page, email, '/service-tool');
  return page;
}

async function toIdentify(page: Page): Promise<void> {
  await page.goto('/service-tool');
  await startConnectFlow(page);
  await page.getByLabel('The HMI is on and stays on').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'How is the bike connected?' }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The language through the header's selector and the theme, on the page as it stands (no reload). */
async function look(page: Page, lang: string, theme: string): Promise<void> {
  await page.locator('.translation-widget select').selectOption(lang);
  await page.waitForFunction((l) => document.documentElement.lang.startsWith(l), lang);
  await page.evaluate((th) => (document.documentElement.dataset.theme = th), theme);
}

async function matrix(page: Page, name: string): Promise<void> {
  for (const lang of LANGS)
    for (const theme of THEMES) {
      await look(page, lang, theme);
      await checkAtWidths(page, `${name} ${lang} ${theme}`, `${name}-${lang}-${theme}`);
    }
  await look(page, 'en', 'light');
}

describe('service tool screens of issue 28: held bike and firmware job', () => {
  it('takes the matrix of the take-over question, the other user, and the finished job', async () => {
    const holder = await connectedPage(browser(), { baseUrl, bridgeUrl }, 'firmware_update_available', {
      newWorkspace: true,
    });
    const other = await launchBrowser();
    try {
      const mine = await signedIn(other, 'dealer@example.com');
      await toIdentify(mine);
      await mine.locator('.cb-read-failed').filter({ hasText: '401007' }).waitFor({ timeout: 30_000 });
      await matrix(mine, 'service-tool-take-over');
      await mine.context().close();

      const theirs = await signedIn(other, 'harbor@example.com');
      await toIdentify(theirs);
      await theirs.locator('.cb-read-failed').filter({ hasText: '401005' }).waitFor({ timeout: 30_000 });
      await matrix(theirs, 'service-tool-held-by-another-user');
    } finally {
      await other.close();
    }

    const { page } = holder;
    await side(page).getByRole('link', { name: 'Firmware update', exact: true }).click();
    // One image is enough for a finished job to look at, and takes half the transfer of both; the
    // result of a two-image update is service-tool-firmware-update.test.ts's.
    await page.getByRole('checkbox', { name: /Firmware 5\.3\.2/ }).uncheck();
    await page.getByRole('button', { name: 'Update 1 image' }).click();
    await page.getByRole('heading', { name: 'Result' }).waitFor({ timeout: 120_000 });
    const dialog = page.getByRole('dialog', { name: 'Activity complete' });
    await dialog.waitFor({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    // Reloaded: the page shows the bridge's job as it ended.
    await page.reload();
    await page.getByRole('heading', { name: 'Result' }).waitFor({ timeout: 60_000 });
    await matrix(page, 'service-tool-firmware-job-result');
    await holder.context.close();
  });
});
