// Issue 28 points 5–7 in the browser: the claim, service report and service book PDFs downloaded from
// their screens come in the screen's language (German and Japanese), worded from the portal's own
// catalogue — no message key, no internal status word, the claim's photo drawn — and the screens word
// a stored diagnosis in the reader's language and write times in the locale's one clock ("2:38 PM",
// never "14:38 PM"). The claim is set up through the API, signed in as the dealer.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DemoFleet, PORTAL_VERSION, PORTAL_VERSION_HEADER } from '@dealer/contracts';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { setLook } from '../harness/screen-matrix.ts';
import { signIn } from '../harness/sign-in.ts';
import { thisLane } from '../harness/lane.ts';
import { call, cancelOpenCases, workspaceWithWork } from './records-api.ts';

const { baseUrl } = thisLane();
const BIKE = DemoFleet.error_code_danger;
const CONTROLLER = BIKE.components.find((c) => c.partType === 'controller')!;
/** The diagnosis ran at 14:38 UTC: in English "2:38 PM", never "14:38 PM". */
const PERFORMED_AT = '2026-11-20T14:38:00.000Z';
const KEY_LIKE = /\b(st|stb|claim|book|sreport|pdf|part)\.[a-zA-Z]\w*(\.\w+)*\b/;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let claimId: number;
let reportId: number;
let reportPublicId: string;

/** The PDF the button downloads, as pdftotext reads it, and how many images it draws. */
async function downloadPdf(button: ReturnType<Page['getByRole']>): Promise<{ text: string; images: number }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = join(mkdtempSync(join(tmpdir(), 'paper-')), 'a.pdf');
  await download.saveAs(file);
  const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .split('\n')
    .filter((row) => row.trim().split(/\s+/)[2] === 'image').length;
  return { text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }), images };
}

async function inLanguage(lang: 'en' | 'de' | 'ja', path: string): Promise<void> {
  await setLook(page, 'light', lang);
  await page.goto(path);
  await page
    .waitForFunction((l) => document.documentElement.lang.startsWith(l), lang, { timeout: 20_000 })
    .catch(async (e: unknown) => {
      // Say what the page showed instead.
      const seen = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        stored: localStorage.getItem('lang'),
        url: location.href,
        text: document.body.innerText.slice(0, 300),
      }));
      throw new Error(`${path} not in ${lang}: ${JSON.stringify(seen)}`, { cause: e });
    });
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { acceptCookies: true, timezoneId: 'UTC' });
  page = await context.newPage();
  errors = watchErrors(page);
  await signIn(page, 'dealer@example.com');
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
  await cancelOpenCases(page, BIKE.vin);
  const workspaceId = await workspaceWithWork(page, BIKE, 'Motor cuts out on the stand');
  // The photo, uploaded as the claim form does (multipart image_file).
  const photoId = await page.evaluate(
    async ({ header, version }) => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 64, height: 48 });
      canvas.getContext('2d')!.fillRect(0, 0, 64, 48);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const form = new FormData();
      form.append('image_file', blob, 'motor.png');
      const r = await fetch('/api/claim/image', {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}`, [header]: version },
        body: form,
      });
      return ((await r.json()) as { result: { id: string } }).result.id;
    },
    { header: PORTAL_VERSION_HEADER, version: PORTAL_VERSION },
  );
  const claim = await call<{ id: number }>(page, 'POST', '/api/claim', {
    vin: BIKE.vin,
    workspace_id: workspaceId,
    part_type: 'controller',
    serial: CONTROLLER.barcode,
    description: 'Motor cuts out on the stand',
    image_ids: [photoId],
    diagnosis: {
      performed_at: PERFORMED_AT,
      health_score: 40,
      health_band: 'Poor',
      stages: [
        {
          stage: 'errorCodes',
          status: 'fail',
          findings: [
            { key: 'st.fd.f.activeCode', status: 'fail', vars: { code: '0x0101', component: 'motor' } },
          ],
        },
        {
          stage: 'tasks',
          status: 'fail',
          findings: [{ key: 'st.fd.f.healthScore', status: 'fail', vars: { score: 40, band: 'Poor' } }],
        },
      ],
    },
  });
  claimId = claim.id;
  await call(page, 'POST', `/api/claim/${claimId}/status`, { action: 'submit' });
  const report = await call<{ id: number }>(page, 'POST', '/api/service_report/', {
    workspace_id: workspaceId,
    title: 'Motor cut-out',
    summary: 'Checked on the stand.',
  });
  reportId = report.id;
  // The published report's screen is addressed by its public id.
  reportPublicId = (
    await call<{ public_id: string }>(page, 'POST', `/api/service_report/${reportId}/publish`, {})
  ).public_id;
});
afterAll(async () => {
  if (claimId) await call(page, 'POST', `/api/claim/${claimId}/status`, { action: 'cancel' }).catch(() => 0);
  await context?.close();
  await browser?.close();
});

it('prints the claim in German with its photo and the screen’s words (points 5 and 6)', async () => {
  await inLanguage('de', `/claim/${claimId}`);
  const evidence = page.getByTestId('claim-diagnosis');
  await evidence.waitFor();
  // The stored finding worded now, in German: the part's German name, no English band.
  await evidence.getByText('Aktiver Fehler 0x0101 an Motor').waitFor();
  expect(await evidence.innerText()).not.toMatch(/\ban motor\b|\(Poor\)|Healthy/);
  const { text, images } = await downloadPdf(page.getByRole('button', { name: 'PDF herunterladen' }));
  expect(text).toContain(`Garantieantrag ${claimId}`);
  expect(text).toContain('Aktiver Fehler 0x0101 an Motor');
  expect(text).toContain('Zustandswert 40 (Schlecht)');
  expect(text).toContain('Entwurf → Eingereicht');
  expect(text).not.toMatch(KEY_LIKE);
  expect(text).not.toMatch(/submitted|draft ->|Warranty claim|Full diagnosis|History|Photos/);
  expect(images, 'the claim photo is on the paper').toBe(1);
});

it('prints the service report in German and the service book in Japanese (point 6)', async () => {
  await inLanguage('de', `/published-service-report/${reportPublicId}`);
  await page.getByText('Veröffentlicht').first().waitFor();
  expect(await page.locator('main').innerText()).not.toContain('Veröffentlicht Bericht');
  const report = await downloadPdf(page.getByRole('button', { name: 'PDF herunterladen' }));
  expect(report.text).toContain('Durchgeführte Arbeiten');
  expect(report.text).not.toMatch(KEY_LIKE);
  expect(report.text).not.toMatch(/Work done|Published|Frame number|Health score/);

  await inLanguage('ja', `/service-book?vin=${BIKE.vin}`);
  const book = await downloadPdf(page.getByRole('button', { name: 'PDF を書き出す' }));
  expect(book.text).toContain('整備記録簿');
  expect(book.text).not.toMatch(KEY_LIKE);
  expect(book.text).not.toMatch(/Service book|Service history|Entries|Frame number|Exported/);
});

it('writes times in the locale’s one clock (point 7)', async () => {
  await inLanguage('en', `/claim/${claimId}`);
  const evidence = page.getByTestId('claim-diagnosis');
  await evidence.getByText('Nov 20, 2026, 2:38 PM').waitFor();
  expect(await page.locator('main').innerText()).not.toMatch(/\b(1[3-9]|2[0-3]):[0-5]\d\s?[AP]M\b/);
  await inLanguage('de', `/claim/${claimId}`);
  await page.getByTestId('claim-diagnosis').getByText('20. Nov. 2026, 14:38').waitFor();
  expect(errors).toEqual([]);
});
