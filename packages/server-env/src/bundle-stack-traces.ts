// Stack traces of a compiled server (scripts/build-server.mjs) name the TypeScript places of our own
// code, read from the bundle's source maps only when a trace is formatted.
//
// Why not Node's own source maps (`process.setSourceMapsEnabled(true)`, which the bundles used): Node
// reads and keeps the map of every module it loads while they are on, and 180 of the packages the API
// loads ship one, most with their TypeScript sources inside — ~7 MB of the API's resident memory for
// traces that name our files (decision 3311). Here only the bundle's own maps are read, each once, on
// the first trace that passes through it; a package's frames stay as Node prints them.
import fs from 'node:fs';
import path from 'node:path';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** V8's text of a frame (a CallSite formats itself; @types/node's interface leaves that out). */
const frameText = (site: NodeJS.CallSite): string => (site as unknown as { toString(): string }).toString();

/** Node's `TypeError [ERR_X]: message` for its own errors, `Error.prototype.toString` for the rest. */
function headerOf(error: unknown): string {
  try {
    const e = error as { name?: unknown; code?: unknown; message?: unknown };
    if (error instanceof Error && typeof e.code === 'string' && e.code.startsWith('ERR_'))
      return `${String(e.name)} [${e.code}]: ${String(e.message)}`;
    return Error.prototype.toString.call(error);
  } catch {
    return '<error>';
  }
}

/** The source map beside a bundle file; undefined when it has none (its frames stay as they are). */
function readMap(file: string): SourceMap | undefined {
  try {
    return new SourceMap(
      JSON.parse(fs.readFileSync(fileURLToPath(`${file}.map`), 'utf8')) as SourceMapPayload,
    );
  } catch {
    return undefined;
  }
}

/**
 * Installs `Error.prepareStackTrace` so that frames in files under `bundleDir` with a `.map` beside
 * them show their original place (`/…/src/x.ts:12:5`); every other frame is V8's own text.
 */
export function mapBundleStackTraces(bundleDir: string): void {
  const prefix = pathToFileURL(bundleDir.endsWith(path.sep) ? bundleDir : bundleDir + path.sep).href;
  const maps = new Map<string, SourceMap | undefined>();
  const mapOf = (file: string): SourceMap | undefined => {
    if (!maps.has(file)) maps.set(file, readMap(file));
    return maps.get(file);
  };
  const place = (site: NodeJS.CallSite): string => {
    const text = frameText(site);
    const file = site.getFileName();
    const line = site.getLineNumber();
    const column = site.getColumnNumber();
    if (!file?.startsWith(prefix) || !line || !column) return text;
    try {
      const entry = mapOf(file)?.findEntry(line - 1, column - 1);
      if (!entry || !('originalSource' in entry) || !entry.originalSource) return text;
      const original = fileURLToPath(new URL(entry.originalSource, file));
      return text.replace(
        `${file}:${line}:${column}`,
        `${original}:${entry.originalLine + 1}:${entry.originalColumn + 1}`,
      );
    } catch {
      return text; // a source that is no file (another scheme): the frame as V8 has it
    }
  };
  let formatting = false;
  Error.prepareStackTrace = (error, sites) => {
    const header = headerOf(error);
    // A failure while reading a map must not format itself through here again.
    if (formatting) return header + sites.map((s) => `\n    at ${frameText(s)}`).join('');
    formatting = true;
    try {
      return header + sites.map((s) => `\n    at ${place(s)}`).join('');
    } finally {
      formatting = false;
    }
  };
}
