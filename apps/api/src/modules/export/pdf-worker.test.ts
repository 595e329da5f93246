// PDFs are drawn in the pool's worker thread, not on the API's (decision 3112), and the pool's PDF is
// the one the renderer draws on the calling thread, as the API did before: the same text (pdftotext)
// in all twelve languages, the photo still drawn, and a renderer's error still the same error.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { Language, LocaleOfLanguage } from '@dealer/contracts';
import { portalCatalogue } from '../../lib/portal-messages.ts';
import { PNG_1X1 } from '../case/case-test-helpers.ts';
import { renderPdf as drawOnThisThread } from './pdf-document.mjs';
import { pdfPoolState, renderPdf, type PdfSpec } from './render-pdf.ts';

const dir = mkdtempSync(join(tmpdir(), 'pdf-worker-'));
function pdfText(bytes: Buffer, name: string): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

/** A document of the language's own catalogue words (no placeholders), with a photo. */
function specOf(lang: Language): PdfSpec {
  const m = portalCatalogue(lang);
  const word = (key: string) => m[key]!;
  return {
    language: LocaleOfLanguage[lang],
    title: word('claim.description'),
    subtitle: `${word('claim.bike')} · ${word('claim.history')}`,
    facts: [
      [word('claim.part'), word('claim.warrantyStock')],
      [word('claim.warranty'), ''],
    ],
    none: word('pdf.none'),
    sections: [
      {
        heading: word('claim.photos'),
        empty: '',
        items: [{ title: word('claim.bike'), lines: [], image: PNG_1X1 }],
      },
      { heading: word('claim.diagnosis'), empty: word('claim.noDiagnosis'), items: [] },
    ],
    footer: 'Dealer Portal',
  };
}

describe('PDF rendering in a worker thread', () => {
  it('draws in the pool’s thread the same text as on the calling thread, in every language', async () => {
    const before = pdfPoolState().completed;
    for (const lang of Language) {
      const spec = specOf(lang);
      const [pooled, here] = await Promise.all([renderPdf(spec), drawOnThisThread(spec)]);
      expect(Buffer.isBuffer(pooled), lang).toBe(true);
      const text = pdfText(pooled, `pool-${lang}`);
      expect(text, lang).toContain(spec.title);
      expect(text, lang).toBe(pdfText(here, `here-${lang}`));
      expect(
        execFileSync('pdfimages', ['-list', join(dir, `pool-${lang}.pdf`)], { encoding: 'utf8' }),
      ).toMatch(/\bimage\b/);
    }
    const after = pdfPoolState();
    expect(after.completed - before).toBe(Language.length);
    expect(after.threadIds.length).toBeGreaterThan(0);
    expect(after.threadIds).not.toContain(threadId);
  }, 180_000);

  it('rejects with the renderer’s own error', async () => {
    const spec = specOf('ja');
    spec.sections[0]!.items[0]!.image = Buffer.from('not a picture');
    // The renderer throws while drawing (synchronously); the API's async caller made that a rejection.
    const here = await (async () => drawOnThisThread(spec))().catch((e: Error) => e);
    expect(here).toBeInstanceOf(Error);
    await expect(renderPdf(spec)).rejects.toThrow((here as Error).message);
  });
});
