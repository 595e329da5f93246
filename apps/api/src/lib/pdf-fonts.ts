// Fonts for every PDF the portal makes, covering its twelve languages: Noto Sans (Latin, Greek,
// Cyrillic) and Noto Sans CJK for Traditional Chinese, Japanese and Korean, shipped through npm
// (@embedpdf/fonts-*) so `npm install` brings them. pdfkit draws a run of text in one font, so a
// string is cut into runs, each in the first font that has all of its characters; pdfkit embeds
// only the glyphs used (a PDF stays small).
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
// The packages export only their entry (dist/…); the font files sit in fonts/ beside it.
const fontsOf = (pkg: string) => path.join(path.dirname(require.resolve(pkg)), '..', 'fonts');

export type Weight = 'regular' | 'bold';

interface FontFace {
  /** Registered name in a pdfkit document: `${family}-${weight}`. */
  family: string;
  files: Record<Weight, string>;
  covers: (codePoint: number) => boolean;
}

function face(family: string, pkg: string, regular: string, bold: string): FontFace {
  const dir = fontsOf(pkg);
  const files = { regular: path.join(dir, regular), bold: path.join(dir, bold) };
  let font: fontkit.Font | undefined;
  return {
    family,
    files,
    covers: (cp) => {
      font ??= fontkit.openSync(files.regular) as fontkit.Font;
      return font.hasGlyphForCodePoint(cp);
    },
  };
}

/** In order of preference: Han characters are drawn in Traditional Chinese forms first. */
const FACES: FontFace[] = [
  face('NotoSans', '@embedpdf/fonts-latin', 'NotoSans-Regular.ttf', 'NotoSans-Bold.ttf'),
  face('NotoSansTC', '@embedpdf/fonts-tc', 'NotoSansHant-Regular.otf', 'NotoSansHant-Bold.otf'),
  face('NotoSansJP', '@embedpdf/fonts-jp', 'NotoSansJP-Regular.otf', 'NotoSansJP-Bold.otf'),
  face('NotoSansKR', '@embedpdf/fonts-kr', 'NotoSansKR-Regular.otf', 'NotoSansKR-Bold.otf'),
];

/** Registers every face in both weights with a pdfkit document. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  for (const f of FACES)
    for (const weight of ['regular', 'bold'] as const)
      doc.registerFont(`${f.family}-${weight}`, f.files[weight]);
}

const WHITESPACE = /\s/u;

/** The text cut into runs, each with the registered font name that draws it. */
function fontRuns(text: string, weight: Weight): { font: string; text: string }[] {
  const runs: { font: string; text: string }[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    // White space joins the run it is in, so runs are not cut at every space.
    const last = runs.at(-1);
    if (last && WHITESPACE.test(char)) {
      last.text += char;
      continue;
    }
    const chosen = FACES.find((f) => f.covers(cp)) ?? FACES[0]!;
    const font = `${chosen.family}-${weight}`;
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/** Writes text in runs of fitting fonts, as one paragraph (pdfkit's `continued`). */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: Weight,
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const runs = fontRuns(text === '' ? ' ' : text, weight);
  runs.forEach((run, i) => {
    doc
      .font(run.font)
      .text(run.text, { ...options, continued: i < runs.length - 1 || options.continued === true });
  });
}
