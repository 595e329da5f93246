// A small PDF writer over pdfkit for the exports: a heading block, key/value lines and item
// blocks. Server-side PDF (not the browser's print) so the file is the same from every browser,
// can be mailed or archived, and a test can read it back with pdftotext.
import PDFDocument from 'pdfkit';

export interface PdfItem {
  title: string;
  lines: string[];
}

export interface PdfSpec {
  title: string;
  subtitle: string;
  facts: [string, string][];
  sections: { heading: string; empty: string; items: PdfItem[] }[];
  footer: string;
}

export function renderPdf(spec: PdfSpec): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: spec.title, Creator: 'Dealer Portal' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#0f172a').text(spec.title);
  doc.font('Helvetica').fontSize(10).fillColor('#475569').text(spec.subtitle).moveDown();
  for (const [label, value] of spec.facts) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#0f172a').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value || '-');
  }
  for (const section of spec.sections) {
    doc.moveDown().font('Helvetica-Bold').fontSize(14).fillColor('#0f172a').text(section.heading);
    doc
      .moveTo(doc.page.margins.left, doc.y + 2)
      .lineTo(doc.page.width - doc.page.margins.right, doc.y + 2)
      .strokeColor('#cbd5e1')
      .stroke();
    doc.moveDown(0.5);
    if (section.items.length === 0)
      doc.font('Helvetica-Oblique').fontSize(10).fillColor('#475569').text(section.empty);
    for (const item of section.items) {
      doc.font('Helvetica-Bold').fontSize(11).fillColor('#0f172a').text(item.title);
      for (const line of item.lines)
        doc.font('Helvetica').fontSize(10).fillColor('#334155').text(line, { indent: 12 });
      doc.moveDown(0.4);
    }
  }
  doc.moveDown().font('Helvetica').fontSize(8).fillColor('#64748b').text(spec.footer);
  doc.end();
  return done;
}

export const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '-');
export const minute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
/** task_type / activity kind → words: "firmware_update" → "Firmware update". */
export const words = (key: string) => {
  const s = key.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
};
