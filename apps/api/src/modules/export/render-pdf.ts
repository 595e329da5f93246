// Every PDF the portal makes is drawn in a small pool of worker threads (piscina, decision 3112): a
// Japanese, Chinese or Korean font subset costs seconds of CPU on a loaded machine, which on the API's
// own thread stalled every other user's request. The pool starts with the first PDF a process makes,
// not at start: pdfkit, fontkit and the fonts are several MB that a process serving only the portal's
// reads never needs (decision 3111). An idle thread does not keep the process alive.
import { Piscina } from 'piscina';

export interface PdfItem {
  title: string;
  lines: string[];
  /** JPEG or PNG bytes drawn below the lines (a claim's photo), fitted to the page width. */
  image?: Buffer;
}

export interface PdfSpec {
  /** The reader's locale (the document's language, for screen readers and search). */
  language: string;
  title: string;
  subtitle: string;
  facts: [string, string][];
  /** What an empty fact reads as ("none" in the reader's language). */
  none: string;
  sections: { heading: string; empty: string; items: PdfItem[] }[];
  footer: string;
}

let threads = 1;
let pool: Piscina<PdfSpec, Uint8Array> | undefined;

/** How many threads draw PDFs at once (PDF_THREADS); takes effect for a pool not yet started. */
export function setPdfThreads(count: number): void {
  threads = count;
}

function renderPool(): Piscina<PdfSpec, Uint8Array> {
  pool ??= new Piscina({
    filename: new URL('./pdf-worker.mjs', import.meta.url).href,
    // A thread keeps its parsed fonts for the next PDFs while it lives; five idle minutes end it and
    // give back its ~110 MB (a Japanese PDF's fonts), and the next PDF starts one again (~0.4 s).
    minThreads: 0,
    idleTimeout: 5 * 60_000,
    // A burst of PDFs waits its turn in the pool's line (unbounded, as before on the API's thread).
    maxThreads: threads,
  });
  return pool;
}

export async function renderPdf(spec: PdfSpec): Promise<Buffer> {
  // A Buffer crosses the thread boundary as a plain Uint8Array: a Buffer again over the same bytes.
  const bytes = await renderPool().run(spec);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The pool's threads and the PDFs they have drawn (none before the first PDF). */
export function pdfPoolState(): { threadIds: number[]; completed: number } {
  return { threadIds: pool?.threads.map((t) => t.threadId) ?? [], completed: pool?.completed ?? 0 };
}
