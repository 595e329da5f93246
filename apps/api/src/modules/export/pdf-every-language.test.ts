// Every PDF the portal prints — the service book, a service report, a warranty claim — in all twelve
// languages, read back with pdftotext: no message key of the catalogue, no English word outside
// what people typed and the product's name, and the claim's photo drawn. The German and Japanese
// pages are saved as pictures (pdftoppm) to e2e/screenshots for a person to look at.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Language,
  LiveSignalSpec,
  LocaleOfLanguage,
  localeFormat,
  unformattedValues,
  Vocabulary,
} from '@dealer/contracts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { portalCatalogue } from '../../lib/portal-messages.ts';
import { DIAGNOSIS, RECORDING } from './pdf-claim-fixture.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import {
  caller,
  CONTROLLER,
  DANGER,
  readBikeIntoWorkspace,
  uploadPhoto,
} from '../claim/claim-test-support.ts';

const SCREENSHOTS = resolve(import.meta.dirname, '../../../../../e2e/screenshots');
/** What people typed, and names: these stay as written in every language. */
const TYPED = [
  'Zyx Qwerty Vlork',
  'Brakes Blorp',
  'Pad Zorgon-7',
  'Rattle Frobnic',
  'Kettle Plinth',
  'Gnarl Fizzwick',
  'Dealer Portal',
];

function pdfFile(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-lang-'));
  writeFileSync(join(dir, 'a.pdf'), bytes);
  return join(dir, 'a.pdf');
}
const pdfText = (file: string) => execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
/** Images drawn in the PDF (pdfimages -list: a row per image, its type third; masks are "smask"). */
const pdfImages = (file: string) =>
  execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .split('\n')
    .filter((row) => row.trim().split(/\s+/)[2] === 'image').length;

/** Latin words of three letters or more, as a reader would see them. */
const words = (text: string) => new Set(text.match(/\p{Script=Latin}{3,}/gu) ?? []);

/** The keys that could show as text: every key of the catalogue with a dot ("st.fd.f.components"). */
const KEYS = Object.keys(portalCatalogue('en')).filter((k) => k.includes('.'));

describe('PDFs in all twelve languages', () => {
  let api: TestApi;
  const paths: Record<'book' | 'report' | 'claim', string> = { book: '', report: '', claim: '' };
  let dealer: Record<string, string>;
  const names: string[] = [];

  beforeAll(async () => {
    api = await createTestApi('pglite');
    const call = caller(api);
    const [d, center] = await Promise.all([
      api.auth(DemoAccounts.dealer),
      api.auth(DemoAccounts.serviceCenter),
    ]);
    dealer = d;
    const json = { ...d, 'content-type': 'application/json' };
    const workspaceId = await readBikeIntoWorkspace(api);
    const ok = async (res: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
      const r = await res;
      expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
      return (r.json() as { result: { id: number } }).result;
    };
    await ok(
      call('POST', '/service_book/', json, {
        vin: DANGER.vin,
        title: TYPED[1],
        description: TYPED[3],
        odometer_km: 12345,
        labour_minutes: 95,
        technician: TYPED[4],
        parts: [{ name: TYPED[2], part_number: 'BP-1', quantity: 2 }],
        status: 'done',
      }),
    );
    await ok(call('POST', '/service_book/', json, { vin: DANGER.vin, title: TYPED[5] }));
    await ok(
      call('POST', `/workspace/${workspaceId}/activity/error_code_clear`, json, {
        cleared: [{ code: '0x0101', part_type: 'controller' }],
        returned: [],
      }),
    );
    const report = await ok(
      call('POST', '/service_report/', json, {
        workspace_id: workspaceId,
        title: TYPED[0],
        summary: TYPED[3],
      }),
    );
    const published = (await ok(call('POST', `/service_report/${report.id}/publish`, json, {}))) as {
      public_id?: string;
    };
    names.push(published.public_id ?? '');
    const photo = await uploadPhoto(api, '/claim', d);
    const claim = await ok(
      call('POST', '/claim', json, {
        vin: DANGER.vin,
        part_type: 'controller',
        serial: CONTROLLER.barcode,
        description: TYPED[3],
        labour_minutes: 75,
        image_ids: [photo.id],
        recording: RECORDING,
        diagnosis: DIAGNOSIS,
      }),
    );
    await ok(call('POST', `/claim/${claim.id}/status`, json, { action: 'submit' }));
    await ok(call('POST', `/claim/${claim.id}/review`, center, { decision: 'revise', comment: TYPED[4] }));
    // Names the papers print as stored: the bike, its shop, the part's catalogue name, the people.
    const view = (await call('GET', `/claim/${claim.id}`, d)).json<{ result: Record<string, unknown> }>()
      .result;
    const component = view.component as Record<string, string>;
    names.push(
      ...[
        view.vin,
        view.brand_name,
        view.bike_model,
        view.bike_shop_name,
        view.created_by,
        view.decided_by,
      ].map(String),
      component.serial!,
      DANGER.frameNumber,
      component.part_spec_code!,
      component.part_spec_name!,
      DemoAccounts.dealer,
      DemoAccounts.serviceCenter,
    );
    paths.book = `/api/export/service_book/${DANGER.vin}/pdf`;
    paths.report = `/api/export/service_report/${report.id}/pdf`;
    paths.claim = `/api/claim/${claim.id}/pdf`;
  }, 240_000);
  afterAll(() => api.close());

  const read = async (kind: keyof typeof paths, lang: Language) => {
    const res = await api.app.inject({
      url: `${paths[kind]}?lang=${lang}&tz=Europe/Berlin`,
      headers: dealer,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return pdfFile(res.rawPayload);
  };

  it('prints no message key and no English word in any other language', { timeout: 300_000 }, async () => {
    const english = new Map<string, Set<string>>();
    for (const kind of ['book', 'report', 'claim'] as const) {
      const text = pdfText(await read(kind, 'en'));
      for (const key of KEYS) expect(text, `en ${kind}`).not.toContain(key);
      expect(unformattedValues(text, 'en-US'), `en ${kind}: hand-written values`).toEqual([]);
      english.set(kind, words(text));
    }
    // Unit symbols as the drive reports them (rpm, Nm) are symbols, not words.
    const units = Object.values(LiveSignalSpec).map((spec) => spec.unit);
    const typed = words([...TYPED, ...names, ...units].join(' '));
    for (const lang of Language.filter((l) => l !== 'en')) {
      // A word the language itself uses (a cognate such as "Status", "Firmware", "VIN") is its own.
      // So is what Intl writes for its locale: month names, clock markers, zone names ("Nov", "MEZ").
      const f = localeFormat(LocaleOfLanguage[lang], { timeZone: 'Europe/Berlin', zoneName: true });
      const months = Array.from({ length: 12 }, (_, i) => f.dateTime(Date.UTC(2026, i, 15, i + 6)));
      const vocabulary = JSON.stringify(Vocabulary[lang]);
      const own = words([...Object.values(portalCatalogue(lang)), vocabulary, ...months].join(' '));
      for (const kind of ['book', 'report', 'claim'] as const) {
        const file = await read(kind, lang);
        const text = pdfText(file);
        for (const key of KEYS) expect(text, `${lang} ${kind}`).not.toContain(key);
        // Every date, time, number and unit as the locale's Intl writes it.
        expect(unformattedValues(text, LocaleOfLanguage[lang]), `${lang} ${kind}: values`).toEqual([]);
        const foreign = [...words(text)].filter(
          (w) => english.get(kind)!.has(w) && !typed.has(w) && !own.has(w),
        );
        expect(foreign, `${lang} ${kind}: English words`).toEqual([]);
        if (kind === 'claim') expect(pdfImages(file), `${lang} claim photo`).toBe(1);
        if (lang === 'de' || lang === 'ja') {
          mkdirSync(SCREENSHOTS, { recursive: true });
          execFileSync('pdftoppm', ['-png', '-r', '60', file, join(SCREENSHOTS, `pdf-${kind}-${lang}`)]);
        }
      }
    }
  });

  it('words the claim in the reader’s language and numbers', { timeout: 120_000 }, async () => {
    const de = pdfText(await read('claim', 'de'));
    expect(de).toContain('Garantieantrag');
    expect(de).toContain(
      'Aktiver Fehler 0x0101 an Steuergerät'.replace(
        'Steuergerät',
        portalCatalogue('de')['part.controller']!,
      ),
    );
    expect(de).toContain('21,5 °C');
    expect(de).toContain('1.234 Zyklen');
    expect(de).toContain(
      'Zustandswert 40 (Schlecht)'.replace('Schlecht', portalCatalogue('de')['st.band.Poor']!),
    );
    expect(de).toContain(
      `${portalCatalogue('de')['claim.status.submitted']} → ${portalCatalogue('de')['claim.status.revising']}`,
    );
    expect(de).not.toMatch(/submitted|revising|st\.fd\./);
    const ja = pdfText(await read('claim', 'ja'));
    expect(ja).toContain('保証請求');
    expect(ja).toContain(`ヘルススコア 40（${portalCatalogue('ja')['st.band.Poor']}）`);
    const en = pdfText(await read('claim', 'en'));
    expect(en).not.toMatch(/\b(1[3-9]|2[0-3]):\d\d\s?[AP]M/);
    expect(en).toContain('10 components');
  });
});
