// Portal front-end benchmark: what /login and the home page cost the network with the API's
// compression (bytes transferred on a first visit and on a second one, where the immutable assets
// come from the cache), the build's entry chunk and each language's chunk (raw, gzip, brotli), and
// Lighthouse performance scores (Debian Chromium) for /login, home and the service-tool overview with
// a bike connected, on the desktop preset and on a phone (simulated slow 4G, 4× CPU slowdown). Goals:
// entry chunk ≤ 150 KB gzip, desktop /login ≥ 0.95 (issue 33), mobile ≥ 0.9 on all three (issue 31; the median of three runs).
// Prints figures, asserts nothing.
//
//   npx tsx bench/web/run.ts
//
// Builds the portal (into a folder of its own, for a bridge on a free port), starts the product the
// way `npm start` does (bench/lib/product.ts: own process, fresh data folder with the demo accounts,
// and the system bridge with its bike simulator), signs in as the demo dealer for the home page,
// connects the simulator's bike for the service tool, then measures.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { freePort, freshDataDir, machineLine, root, startProduct } from '../lib/product.ts';
import { buildSizes, type ChunkSize } from './build-sizes.ts';
import { connectBike, startBridge } from './connected-bike.ts';
import { lighthouseScore, type Score } from './lighthouse-score.ts';
import { pageTransfer, type Transfer } from './page-transfer.ts';

const CHROME = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROME))
  throw new Error(`Chromium not found at ${CHROME}; install it or set CHROMIUM_PATH`);

const dataDir = freshDataDir();
const bridgePort = await freePort();
// The portal finds its bridge through VITE_BRIDGE_URL at build time; npm start's own build in
// apps/web/dist (for 127.0.0.1:3008) is left alone.
const dist = path.join(dataDir, 'web');
const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--silent', '--', '--outDir', dist], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_BRIDGE_URL: `http://127.0.0.1:${bridgePort}` },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const sizes = buildSizes(dist);
const product = await startProduct({ DATA_DIR: dataDir, WEB_DIST: dist });
const base = product.url;
const bridge = await startBridge(bridgePort, base, dataDir);

/**
 * Lighthouse on the desktop preset, and three times on a phone: the phone's 4× CPU slowdown multiplies
 * whatever else the machine runs at that moment, so its median is printed beside the three.
 */
async function scores(debugPort: number, url: string): Promise<{ desktop: Score; mobile: Score }> {
  const desktop = await lighthouseScore(debugPort, url, 'desktop');
  console.log(`Lighthouse desktop ${url}: ${desktop.score.toFixed(2)}  ${desktop.metrics}`);
  const runs: Score[] = [];
  for (let run = 0; run < 3; run++) {
    runs.push(await lighthouseScore(debugPort, url, 'mobile'));
    console.log(`Lighthouse mobile  ${url}: ${runs.at(-1)!.score.toFixed(2)}  ${runs.at(-1)!.metrics}`);
  }
  const mobile = runs.sort((a, b) => a.score - b.score)[1]!;
  return { desktop, mobile };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const loginReady = (page: Page) => page.getByRole('heading', { name: 'Sign in to Dealer Portal' }).waitFor();
const homeReady = (page: Page) => page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();

type Scores = Awaited<ReturnType<typeof scores>>;
const scoreCells = ({ desktop, mobile }: Scores) =>
  `${desktop.score.toFixed(2).padStart(7)} ${mobile.score.toFixed(2).padStart(6)}`;

function transferLine(name: string, { first, again }: { first: Transfer; again: Transfer }, score: Scores) {
  const visit = (t: Transfer) => `${kb(t.bytes).padStart(9)} in ${String(t.requests).padStart(2)}`;
  console.log(
    `${name.padEnd(7)} ${visit(first)}  (JS+CSS ${kb(first.code).padStart(8)}, ${[...first.encodings].join('/')})` +
      `   ${visit(again)}, ${String(again.fromCache).padStart(2)} cached   ${scoreCells(score)}`,
  );
}

const chunkLine = (c: ChunkSize) =>
  console.log(
    `${c.name.padEnd(8)} ${kb(c.raw).padStart(9)} ${kb(c.gzip).padStart(9)} ${kb(c.brotli).padStart(9)}   ${c.file}`,
  );

try {
  const debugPort = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-chrome-'));
  // A persistent context is Chromium's default profile, so Lighthouse's tab shares the sign-in.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--remote-debugging-port=${debugPort}`,
    ],
    viewport: { width: 1350, height: 940 },
  });
  try {
    const login = await pageTransfer(context, `${base}/login`, loginReady);
    const loginScore = await scores(debugPort, `${base}/login`);

    // Sign in as the demo dealer through the provider page.
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/idp\//);
    await page.getByLabel('E-mail address').fill('dealer@example.com');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await homeReady(page);
    await page.close();

    const home = await pageTransfer(context, `${base}/`, homeReady);
    const homeScore = await scores(debugPort, `${base}/`);
    await connectBike(context, base);
    const serviceToolScore = await scores(debugPort, `${base}/service-tool`);

    console.log(`\n${machineLine()}`);
    console.log('Portal front-end: bytes transferred (headers + bodies as sent), Lighthouse performance');
    console.log(
      'page     first visit, empty cache                          second visit            desktop mobile',
    );
    transferLine('/login', login, loginScore);
    transferLine('home', home, homeScore);
    console.log(`service tool overview, bike connected${' '.repeat(49)}${scoreCells(serviceToolScore)}`);
    console.log('\nBuild chunks (goal: entry ≤ 150 KB gzip)');
    console.log('chunk          raw      gzip    brotli   file');
    chunkLine(sizes.entry);
    const withImports = [sizes.entry, ...sizes.entryImports];
    const sum = (key: 'raw' | 'gzip' | 'brotli') => withImports.reduce((n, c) => n + c[key], 0);
    chunkLine({
      name: '+imports',
      file: `entry and the ${sizes.entryImports.length} chunks it imports, directly or not`,
      raw: sum('raw'),
      gzip: sum('gzip'),
      brotli: sum('brotli'),
    });
    for (const language of sizes.languages) chunkLine(language);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
} finally {
  await bridge.stop();
  await product.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
