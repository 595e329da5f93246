import type { PdfSpec } from './render-pdf.ts';

/** Draws the PDF on the calling thread (the PDF worker's task; render-pdf.ts runs it in the pool). */
export declare function renderPdf(spec: PdfSpec): Promise<Buffer>;
