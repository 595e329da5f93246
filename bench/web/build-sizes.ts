// The portal build's chunks that matter for the first page: the entry (what index.html starts) and
// each language's messages, each raw, as the precompressed gzip and brotli copies the API sends
// (vite.config.ts writes them beside each file), found through Vite's manifest.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface ChunkSize {
  name: string;
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** The precompressed copy's size, or the file compressed here when the build left it out (small files). */
function compressedSize(file: string, ext: '.gz' | '.br'): number {
  if (fs.existsSync(file + ext)) return fs.statSync(file + ext).size;
  const body = fs.readFileSync(file);
  return (ext === '.gz' ? zlib.gzipSync(body, { level: 9 }) : zlib.brotliCompressSync(body)).length;
}

function sizeOf(dist: string, name: string, file: string): ChunkSize {
  const full = path.join(dist, file);
  return {
    name,
    file,
    raw: fs.statSync(full).size,
    gzip: compressedSize(full, '.gz'),
    brotli: compressedSize(full, '.br'),
  };
}

/**
 * Every chunk `key` imports statically, directly or through another chunk: the browser loads them
 * all before the entry runs. (The manifest lists only a chunk's direct imports; counting those alone
 * left out up to 4 KB gzip of the first route that a chunk of them imported in turn.)
 */
function staticImportsOf(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const seen = new Set<string>();
  const visit = (from: string) => {
    for (const next of manifest[from]!.imports ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      visit(next);
    }
  };
  visit(key);
  seen.delete(key);
  return [...seen];
}

/** The entry chunk, the chunks it imports statically (loaded with it), and each language's chunk. */
export function buildSizes(dist: string): {
  entry: ChunkSize;
  entryImports: ChunkSize[];
  languages: ChunkSize[];
} {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the build manifest names no entry');
  const entryChunk = manifest[entryKey]!;
  const languages = Object.entries(manifest)
    .flatMap(([key, chunk]) => {
      const language = /\/locales\/([\w-]+)\.json$/.exec(key)?.[1];
      return language ? [sizeOf(dist, language, chunk.file)] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    entry: sizeOf(dist, 'entry', entryChunk.file),
    entryImports: staticImportsOf(manifest, entryKey).map((key) => sizeOf(dist, key, manifest[key]!.file)),
    languages,
  };
}
