// A thread of the PDF pool (render-pdf.ts, decision 3112): draws one PDF per task with pdfkit. Laying
// out and subsetting a CJK font takes seconds of CPU on a loaded machine; on the API's thread that
// stalled every other request (the event-loop guard then refused them with 503). Fonts are parsed once
// per thread (pdf-fonts.mjs) and kept for the next PDFs.
// Plain JavaScript so the thread starts the same under tsx, vitest and plain node.
import { renderPdf } from './pdf-document.mjs';

/** Piscina's task: the PdfSpec in, the PDF's bytes out (copied back to the API's thread). */
export default renderPdf;
