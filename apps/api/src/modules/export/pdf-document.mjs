// A small PDF writer over pdfkit for the exports: a heading block, key/value lines and item
// blocks. Server-side PDF (not the browser's print) so the file is the same from every browser,
// can be mailed or archived, and a test can read it back with pdftotext.
// Plain JavaScript: it runs in the PDF worker thread (pdf-worker.mjs, decision 3112); the spec's
// type is PdfSpec in render-pdf.ts.
import { Buffer } from 'node:buffer';
import PDFDocument from 'pdfkit';
import { writeText } from '../../lib/pdf-fonts.mjs';

/**
 * @param {import('./render-pdf.ts').PdfSpec} spec
 * @returns {Promise<Buffer>}
 */
export function renderPdf(spec) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: spec.title, Creator: 'Dealer Portal' },
    lang: spec.language,
  });
  // Every text is drawn in the Noto fonts of pdf-fonts.mjs (Helvetica has no CJK and no glyph names
  // for them).
  /** @type {Buffer[]} */
  const chunks = [];
  doc.on('data', (/** @type {Buffer} */ c) => chunks.push(c));
  /** @type {Promise<Buffer>} */
  const done = new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(20).fillColor('#0f172a');
  writeText(doc, spec.title, 'bold');
  doc.fontSize(10).fillColor('#475569');
  writeText(doc, spec.subtitle, 'regular');
  doc.moveDown();
  for (const [label, value] of spec.facts) {
    doc.fontSize(10).fillColor('#0f172a');
    writeText(doc, `${label}: `, 'bold', { continued: true });
    writeText(doc, value || spec.none, 'regular');
  }
  for (const section of spec.sections) {
    doc.moveDown().fontSize(14).fillColor('#0f172a');
    writeText(doc, section.heading, 'bold');
    doc
      .moveTo(doc.page.margins.left, doc.y + 2)
      .lineTo(doc.page.width - doc.page.margins.right, doc.y + 2)
      .strokeColor('#cbd5e1')
      .stroke();
    doc.moveDown(0.5);
    if (section.items.length === 0) {
      doc.fontSize(10).fillColor('#475569');
      writeText(doc, section.empty, 'regular');
    }
    for (const item of section.items) {
      doc.fontSize(11).fillColor('#0f172a');
      writeText(doc, item.title, 'bold');
      doc.fontSize(10).fillColor('#334155');
      for (const line of item.lines) writeText(doc, line, 'regular', { indent: 12 });
      if (item.image) drawImage(doc, item.image);
      doc.moveDown(0.4);
    }
  }
  doc.moveDown().fontSize(8).fillColor('#64748b');
  writeText(doc, spec.footer, 'regular');
  doc.end();
  return done;
}

/**
 * A photo at most the text width wide and 300 pt high, on a new page when it does not fit.
 * @param {PDFKit.PDFDocument} doc
 * @param {Uint8Array} bytes JPEG or PNG; a copy between threads arrives as a plain Uint8Array
 */
function drawImage(doc, bytes) {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const height = 300;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(0.3);
  // pdfkit reads a Buffer as the image itself, anything else as a file name or data URL.
  const image = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  doc.image(image, doc.page.margins.left, doc.y, { fit: [width, height] });
  doc.y += height;
  doc.moveDown(0.3);
}
