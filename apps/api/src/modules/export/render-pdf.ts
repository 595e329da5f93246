// The PDF renderer (pdfkit, fontkit and the portal's fonts) is loaded with the first PDF a process
// makes, not at start: several MB of heap that a process serving the portal's reads never needs
// (decision 3111).
import type { PdfSpec } from './pdf-document.ts';

export type { PdfItem } from './pdf-document.ts';

export async function renderPdf(spec: PdfSpec): Promise<Buffer> {
  const renderer = await import('./pdf-document.ts');
  return renderer.renderPdf(spec);
}
