// Fonts for every PDF the portal makes, covering its twelve languages: Noto Sans (Latin, Greek,
// Cyrillic) and Noto Sans CJK for Traditional Chinese, Japanese and Korean, shipped through npm
// (@embedpdf/fonts-*) so `npm install` brings them. pdfkit draws a run of text in one font, so a
// string is cut into runs, each in the first font that has all of its characters; pdfkit embeds
// only the glyphs used (a PDF stays small).
// Plain JavaScript: it runs in the PDF worker thread (pdf-worker.mjs), which starts the same under
// tsx, vitest and plain node. Each font file is read once per thread; each document gets its own
// parsed font from those bytes (pdfkit 0.20 takes a fontkit font). One parsed font shared by several
// documents lost characters: fontkit caches a glyph with the characters of its first use, so a glyph
// first met without them ('.' in a bold title) got no ToUnicode entry and pdftotext read "20 Nov 2026"
// for "20. Nov. 2026" (pdf-every-language.test.ts).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
// The packages export only their entry (dist/…); the font files sit in fonts/ beside it.
const fontsOf = (pkg) => path.join(path.dirname(require.resolve(pkg)), '..', 'fonts');

/** @typedef {'regular' | 'bold'} Weight */

/**
 * A family in both weights, each opened on first use and kept for the thread's life.
 * @param {string} family the name in a document: `${family}-${weight}`
 */
function face(family, pkg, regular, bold) {
  const dir = fontsOf(pkg);
  const files = { regular: path.join(dir, regular), bold: path.join(dir, bold) };
  /** @type {Partial<Record<Weight, Buffer>>} */
  const bytes = {};
  /** @type {Partial<Record<Weight, import('fontkit').Font>>} */
  const probe = {};
  /** @param {Weight} weight */
  const read = (weight) => (bytes[weight] ??= fs.readFileSync(files[weight]));
  /** The thread's own parsed font, to ask which characters it covers (never drawn with). @param {Weight} weight */
  const font = (weight) =>
    (probe[weight] ??= /** @type {import('fontkit').Font} */ (fontkit.create(read(weight))));
  /** @type {WeakMap<object, Partial<Record<Weight, import('fontkit').Font>>>} */
  const perDocument = new WeakMap();
  /** A parsed font of this document's own. @param {object} doc @param {Weight} weight */
  const fontFor = (doc, weight) => {
    const fonts = perDocument.get(doc) ?? {};
    perDocument.set(doc, fonts);
    return (fonts[weight] ??= /** @type {import('fontkit').Font} */ (fontkit.create(read(weight))));
  };
  return {
    family,
    fontFor,
    /** @param {number} codePoint */
    covers: (codePoint) => font('regular').hasGlyphForCodePoint(codePoint),
  };
}

/** In order of preference: Han characters are drawn in Traditional Chinese forms first. */
const FACES = [
  face('NotoSans', '@embedpdf/fonts-latin', 'NotoSans-Regular.ttf', 'NotoSans-Bold.ttf'),
  face('NotoSansTC', '@embedpdf/fonts-tc', 'NotoSansHant-Regular.otf', 'NotoSansHant-Bold.otf'),
  face('NotoSansJP', '@embedpdf/fonts-jp', 'NotoSansJP-Regular.otf', 'NotoSansJP-Bold.otf'),
  face('NotoSansKR', '@embedpdf/fonts-kr', 'NotoSansKR-Regular.otf', 'NotoSansKR-Bold.otf'),
];

const WHITESPACE = /\s/u;

/**
 * The text cut into runs, each with the face that draws it.
 * @param {string} text
 */
function fontRuns(text) {
  /** @type {{ face: (typeof FACES)[number]; text: string }[]} */
  const runs = [];
  for (const char of text) {
    const cp = /** @type {number} */ (char.codePointAt(0));
    // White space joins the run it is in, so runs are not cut at every space.
    const last = runs.at(-1);
    if (last && WHITESPACE.test(char)) {
      last.text += char;
      continue;
    }
    const chosen = FACES.find((f) => f.covers(cp)) ?? FACES[0];
    if (last?.face === chosen) last.text += char;
    else runs.push({ face: chosen, text: char });
  }
  return runs;
}

/**
 * Writes text in runs of fitting fonts, as one paragraph (pdfkit's `continued`).
 * @param {PDFKit.PDFDocument} doc
 * @param {string} text
 * @param {Weight} weight
 * @param {PDFKit.Mixins.TextOptions} [options]
 */
export function writeText(doc, text, weight, options = {}) {
  const runs = fontRuns(text === '' ? ' ' : text);
  runs.forEach((run, i) => {
    // The parsed font, named `${family}-${weight}` in the document (pdfkit keeps one per name).
    doc
      .font(run.face.fontFor(doc, weight), `${run.face.family}-${weight}`)
      .text(run.text, { ...options, continued: i < runs.length - 1 || options.continued === true });
  });
}
