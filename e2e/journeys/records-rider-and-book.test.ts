// Issue 17, points 5 and 9: the rider's words and link, and records worth keeping. Home names tasks
// in the technician's words; a published report reads in the rider's words with the fault codes;
// its signed link opens it in a fresh browser without signing in (and opens nothing else); the
// service book keeps odometer, labour, technician, notes and parts, edits with kept versions, the
// full-diagnosis runs the server keeps, and the service report sits in the navigation. axe in both
// themes; the rider page in German and Japanese at 390, 768 and 1440 px.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DemoFleet } from '@dealer/contracts';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { signIn } from '../harness/sign-in.ts';
import { axeViolations } from '../harness/axe.ts';
import { screenshot } from '../harness/screenshots.ts';
import { call, workspaceWithWork } from './records-api.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl } = thisLane();
const BIKE = DemoFleet.error_code_danger;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let workspaceId: number;

async function bothThemes(p: Page, name: string) {
  await p.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(p), `${name} light`).toEqual([]);
  await screenshot(p, `${name}-light`);
  await p.getByRole('button', { name: /dark theme|ダーク|Dunkel/i }).click();
  expect(await axeViolations(p), `${name} dark`).toEqual([]);
  await screenshot(p, `${name}-dark`);
  await p.getByRole('button', { name: /light theme|ライト|Hell/i }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { acceptCookies: true });
  page = await context.newPage();
  errors = watchErrors(page);
  await signIn(page, 'dealer@example.com');
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
  workspaceId = await workspaceWithWork(page, BIKE, 'Connector reseated');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

it('names tasks in the technician’s words at home and in the rider’s words, with codes, in the published report', async () => {
  await page.reload();
  const critical = page.getByRole('region', { name: 'Bikes with open critical tasks' });
  await critical.getByText('Serious error code').first().waitFor();
  expect(await page.getByText('error code danger').count()).toBe(0);

  const draft = await call<{ id: number }>(page, 'POST', '/api/service_report/', {
    workspace_id: workspaceId,
    title: 'Motor fault report',
    summary: 'The motor reported a serious fault.\nWe reseated its connector and cleared the memory.',
  });
  const published = await call<{ public_id: string }>(
    page,
    'POST',
    `/api/service_report/${draft.id}/publish`,
  );
  await page.goto(`/published-service-report/${published.public_id}`);
  await page.getByRole('heading', { level: 1, name: 'Motor fault report' }).waitFor();
  const findings = page.getByTestId('rider-findings');
  await findings
    .getByText(`Serious fault reported by the bike (Code ${BIKE.activeErrorCodes[0]!})`)
    .waitFor();
  expect(await page.locator('main').innerText()).not.toMatch(/error code danger|error_code/i);
  await bothThemes(page, 'records-published-rider-words');
});

it('opens the published report through its signed link in a fresh browser without signing in, and nothing else', async () => {
  await page.getByRole('button', { name: 'Make a link for the rider' }).click();
  const field = page.getByLabel('Link for the rider');
  await field.waitFor();
  const link = await field.inputValue();
  expect(link).toMatch(/\/rider-report#[\w-]+\.[\w-]+\.[\w-]+$/);

  const rider = await newContext(browser, baseUrl, { viewport: { width: 390, height: 844 } });
  try {
    const riderPage = await rider.newPage();
    const riderErrors = watchErrors(riderPage);
    await riderPage.goto(link);
    await riderPage.getByRole('heading', { level: 1, name: 'Motor fault report' }).waitFor();
    await riderPage.getByText(`(Code ${BIKE.activeErrorCodes[0]!})`).first().waitFor();
    expect(await riderPage.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await bothThemes(riderPage, 'records-rider-report-390');
    // German and Japanese at the three widths, alternating themes (the words come from the vocabulary).
    const shots: [string, number, 'light' | 'dark'][] = [
      ['de', 390, 'dark'],
      ['de', 768, 'light'],
      ['de', 1440, 'dark'],
      ['ja', 390, 'light'],
      ['ja', 768, 'dark'],
      ['ja', 1440, 'light'],
    ];
    for (const [lang, width, theme] of shots) {
      await riderPage.setViewportSize({ width, height: 900 });
      await riderPage.evaluate(
        ([l, th]) => {
          localStorage.setItem('lang', l!);
          localStorage.setItem('theme', th!);
        },
        [lang, theme],
      );
      await riderPage.reload();
      const words = lang === 'de' ? 'Schwerer Fehler, vom Fahrrad gemeldet' : '自転車が報告した重大な故障';
      await riderPage.getByText(words).first().waitFor();
      expect(await axeViolations(riderPage), `${lang} ${width} ${theme}`).toEqual([]);
      await screenshot(riderPage, `records-rider-report-${lang}-${width}-${theme}`);
    }
    // An altered link opens nothing; the portal's own pages still ask for a sign-in.
    await riderPage.goto(`${link.slice(0, -4)}AAAA`);
    await riderPage
      .getByRole('heading', {
        level: 1,
        name: /Bericht nicht gefunden|レポートが見つかりません|Report not found/,
      })
      .waitFor();
    await riderPage.goto('/service-book');
    await riderPage.waitForURL(/\/login/);
    expect(riderErrors.filter((e) => !/40[14]/.test(e))).toEqual([]);
  } finally {
    await rider.close();
  }
});

it('keeps a job’s odometer, labour, technician, notes and parts, edits it with its earlier version kept', async () => {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Service report' })
    .waitFor();
  await page.goto(`/service-book?vin=${BIKE.vin}`);
  await page.getByRole('heading', { level: 1, name: /^Service book:/ }).waitFor();
  const form = page.getByRole('form', { name: 'Add an entry' });
  await form.getByLabel('Work').fill('Chain and pads');
  await form.getByLabel('Status').selectOption('done');
  await form.getByLabel('Odometer (km)').fill('1234');
  await form.getByLabel('Labour time (minutes)').fill('50');
  await form.getByLabel('Technician').fill('Mia Keller');
  await form.getByLabel('Notes').fill('Chain stretched 0.75 %');
  await form.getByRole('button', { name: 'Add a part' }).click();
  await form.getByLabel('Part 1', { exact: true }).fill('Brake pads');
  await form.getByLabel('Part number 1').fill('BP-220');
  await form.getByLabel('Quantity 1').fill('2');
  await form.getByRole('button', { name: 'Add entry' }).click();
  const entry = page.locator('li[data-status="done"]', { hasText: 'Chain and pads' });
  await entry.getByText('1,234 km').waitFor();
  await entry.getByText('2 × Brake pads').waitFor();

  await entry.getByRole('button', { name: 'Edit “Chain and pads”' }).click();
  const edit = page.getByRole('form', { name: 'Edit “Chain and pads”' });
  await edit.getByLabel('Odometer (km)').fill('1243');
  await edit.getByRole('button', { name: 'Save' }).click();
  await entry.getByText('1,243 km').waitFor();
  await entry.getByRole('button', { name: '1 earlier version — Chain and pads' }).click();
  await entry
    .getByRole('list', { name: /^Versions of entry/ })
    .getByText('1,234 km')
    .waitFor();
  await bothThemes(page, 'records-service-book-details');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export PDF' }).click(),
  ]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'records-')), 'book.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Odometer: 1,243 km'); // the reader's digits (decision 2820)
  expect(text).toContain('Part: 2 × Brake pads (BP-220)');
  expect(text).toContain('Technician: Mia Keller');
});

it('lists the full-diagnosis runs the server keeps for the bike', async () => {
  await call(page, 'POST', `/api/bike/${BIKE.vin}/diagnosis`, {
    workspace_id: workspaceId,
    performed_at: new Date().toISOString(),
    status: 'fail',
    health_score: 55,
    health_band: 'poor',
    stages: [
      { stage: 'errorCodes', status: 'fail', findings: [] },
      { stage: 'battery', status: 'pass', findings: [] },
    ],
  });
  // Another browser, with no device copy of the run, sees it in the book.
  await page.evaluate(() => localStorage.removeItem('fullDiagnosisInfoList'));
  await page.reload();
  const runs = page.getByTestId('diagnosis-runs');
  // Other journeys may have run a diagnosis of this bike too: this run is the one scored 55.
  await runs.getByText('Health score 55 · failed: Error codes', { exact: true }).waitFor();
  expect(errors).toEqual([]);
});
