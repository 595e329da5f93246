// The production build of the servers (decision 2601): the API (with its operator commands) and the
// system bridge, each bundled by esbuild into plain JavaScript in its app's `dist/` folder (gitignored),
// run by `node` without any TypeScript loader — `npm start` and the Dockerfile start these files.
//   node scripts/build-server.mjs              build both
//   node scripts/build-server.mjs --if-stale   only what is missing or older than its sources
//
// What stays outside the bundle, and why:
// - every npm package (node_modules): loaded by Node as installed. A package that the bundle's folder
//   would resolve to another copy than its importer does (a workspace's own nested node_modules) is
//   imported by its path instead, so each module gets the copy it gets from source;
// - what the code loads by path at run time (SQL migrations, the PGlite worker thread, PDF fonts, the
//   packages telemetry loads with require): `import.meta.dirname` and `import.meta.url` keep meaning
//   the source file's own place, so those paths resolve as they do from source. The bundle runs in the
//   repository tree it was built in (the Docker image copies the tree as well).
// Error traces map back to the TypeScript sources: linked source maps, read when a trace is formatted
// by scripts/lib/bundle-stack-traces.mjs, which the build injects into every output (decision 3311).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Each server: its entry points (the first is the server), started as `node <nodeFlags> <dist>/server.mjs`.
 * nodeFlags hold V8's heaps small (decisions 3113 and 3306): the young generation's semi-spaces grow
 * to 16 MB each on start-up's allocations and stay that size; the API keeps 4 MB. Its old generation
 * grows by 20 % over what a full collection left (V8's own factor lets it reach two to four times
 * that, 60 MB live became 190 MB under load) from a first limit of 16 MB. None of these moved the
 * CPU per hot read above the noise (bench/api). The bridge serves one workshop computer and also
 * favours size over speed in V8's heuristics.
 */
export const ServerBuilds = {
  api: {
    dist: 'apps/api/dist',
    entries: {
      server: 'apps/api/src/server.ts',
      permissions: 'apps/api/scripts/permissions.ts',
      firmware: 'apps/api/scripts/firmware.ts',
      outbox: 'apps/api/scripts/outbox.ts',
    },
    // Loaded before everything else, so that it instruments the modules loaded after it.
    instrument: 'apps/api/src/instrument.ts',
    nodeFlags: ['--max-semi-space-size=4', '--heap-growing-percent=20', '--initial-old-space-size=16'],
  },
  bridge: {
    dist: 'apps/bridge/dist',
    entries: { server: 'apps/bridge/src/server.ts' },
    instrument: 'apps/bridge/src/instrument.ts',
    nodeFlags: ['--max-semi-space-size=1', '--optimize-for-size'],
  },
};

/** The command line that starts a built server: `node`, its V8 flags and the file, no loader. */
export const serverCommand = (name) => [
  process.execPath,
  ...ServerBuilds[name].nodeFlags,
  path.join(root, ServerBuilds[name].dist, 'server.mjs'),
];

/**
 * The environment a built server runs with: `env`, plus glibc's malloc held to two arenas unless set.
 * Each thread that allocates (V8's compiler threads compiling PGlite's WebAssembly, libuv's pool)
 * otherwise gets an arena of its own that keeps what start-up used (migrations, seeding) long after:
 * ~60 MB of the API's resident memory on the embedded database (decision 3111).
 */
export const serverEnvironment = (env) => ({ MALLOC_ARENA_MAX: '2', ...env });

const INFO = 'build-info.json';
const posix = (p) => p.split(path.sep).join('/');
const isBare = (spec) => !/^(\.|\/|[a-zA-Z]:[\\/]|node:)/.test(spec);

/**
 * import.meta in our own sources keeps pointing at the source file (see the header). The is-main check
 * of a command (`import.meta.url === pathToFileURL(process.argv[1])`) keeps the bundle's own URL.
 */
function sourcePlaces(outdir) {
  return {
    name: 'source-places',
    setup(b) {
      b.onLoad({ filter: /\.(ts|mts|mjs)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        let text = await fs.promises.readFile(args.path, 'utf8');
        if (!text.includes('import.meta.')) return undefined;
        const dir = JSON.stringify(posix(path.relative(outdir, path.dirname(args.path))));
        const file = JSON.stringify(posix(path.relative(outdir, args.path)));
        text = text
          .replace(/\bimport\.meta\.dirname\b/g, `(import.meta.dirname + "/" + ${dir})`)
          .replace(/\bimport\.meta\.url\b(?!\s*===)/g, `new URL(${file}, import.meta.url).href`);
        return {
          contents: text,
          loader: args.path.endsWith('.ts') || args.path.endsWith('.mts') ? 'ts' : 'js',
        };
      });
    },
  };
}

/** Workspace packages (@dealer/*, TypeScript source) are bundled; every other package stays outside. */
function externalPackages(outdir) {
  return {
    name: 'external-packages',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === 'inner' || !isBare(args.path) || args.path.startsWith('@dealer/'))
          return undefined;
        const resolve = (resolveDir) =>
          b.resolve(args.path, { resolveDir, kind: args.kind, pluginData: 'inner' }).then((r) => r.path);
        const [fromImporter, fromBundle] = await Promise.all([resolve(args.resolveDir), resolve(outdir)]);
        if (!fromImporter || fromImporter === fromBundle) return { path: args.path, external: true };
        // Another copy than the bundle's folder would find: import exactly the importer's.
        const relative = posix(path.relative(outdir, fromImporter));
        return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
      });
    },
  };
}

/** A first entry that loads the instrumentation, then the server (a chunk of its own, loaded after). */
function instrumentedEntry(entry, instrument) {
  return {
    name: 'instrumented-entry',
    setup(b) {
      b.onResolve({ filter: /^instrumented-entry:/ }, () => ({ path: entry, namespace: 'entry' }));
      b.onLoad({ filter: /.*/, namespace: 'entry' }, () => ({
        contents: `await import(${JSON.stringify(path.join(root, instrument))});\nawait import(${JSON.stringify(path.join(root, entry))});\n`,
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}

function newestMtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return Infinity; // gone: rebuild
  }
}

/** Missing, or any of the files it was built from changed since. */
export function isStale(name) {
  const { dist, entries } = ServerBuilds[name];
  const info = path.join(root, dist, INFO);
  if (!fs.existsSync(info)) return true;
  const built = fs.statSync(info).mtimeMs;
  const { inputs, outputs } = JSON.parse(fs.readFileSync(info, 'utf8'));
  if (Object.keys(entries).some((e) => !outputs.includes(`${e}.mjs`))) return true;
  if (outputs.some((o) => !fs.existsSync(path.join(root, dist, o)))) return true;
  return [...inputs, 'scripts/build-server.mjs'].some((i) => newestMtime(path.join(root, i)) > built);
}

async function buildOne(name) {
  const { dist, entries, instrument } = ServerBuilds[name];
  const outdir = path.join(root, dist);
  const entryPoints = Object.entries(entries).map(([out, file]) => ({
    out,
    in: out === 'server' ? `instrumented-entry:${out}` : path.join(root, file),
  }));
  // Resolved from in externalPackages: it must exist (esbuild finds nothing from a missing folder).
  fs.mkdirSync(outdir, { recursive: true });
  const result = await build({
    entryPoints,
    absWorkingDir: root,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    write: false,
    legalComments: 'none',
    // Without comments the bundle is ASCII: one non-Latin-1 character (an arrow in a kept doc comment)
    // made V8 hold the whole 2 MB source as a two-byte string, 4.4 MB of heap (decision 3306).
    minifyWhitespace: true,
    logLevel: 'warning',
    // Traces map through the bundle's own source maps only (decision 3311), not Node's for every package.
    inject: [path.join(root, 'scripts/lib/bundle-stack-traces.mjs')],
    plugins: [instrumentedEntry(entries.server, instrument), externalPackages(outdir), sourcePlaces(outdir)],
  });
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.mkdirSync(outdir, { recursive: true });
  for (const file of result.outputFiles) fs.writeFileSync(file.path, file.contents);
  const inputs = Object.keys(result.metafile.inputs).filter((i) => !i.includes(':'));
  const outputs = result.outputFiles.map((f) => posix(path.relative(outdir, f.path)));
  // Written last: its time is the build's, and a build cut short leaves no info, so it is redone.
  fs.writeFileSync(path.join(outdir, INFO), JSON.stringify({ inputs, outputs }));
}

/** One build at a time per checkout: tests and `npm start` may ask together. */
async function withBuildLock(work) {
  const lock = path.join(root, 'node_modules', '.server-build.lock');
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      // A lock left by a build that died is old: take it over.
      if (Date.now() - newestMtime(lock) > 120_000) fs.rmSync(lock, { force: true });
      else await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Builds the named servers (all by default); with ifStale only those missing or out of date. */
export async function buildServers({
  ifStale = false,
  names = Object.keys(ServerBuilds),
  log = console.log,
} = {}) {
  return withBuildLock(async () => {
    const todo = names.filter((n) => !ifStale || isStale(n));
    for (const name of todo) {
      const started = Date.now();
      await buildOne(name);
      log(`Built the ${name} server into ${ServerBuilds[name].dist}/ in ${Date.now() - started} ms`);
    }
    return todo;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const names = args.filter((a) => !a.startsWith('--'));
  await buildServers({
    ifStale: args.includes('--if-stale'),
    log: (line) => console.error(line),
    ...(names.length ? { names } : {}),
  });
}
