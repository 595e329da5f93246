// Portal front-end benchmark: what /login and the home page cost the network with the API's
// compression (bytes transferred on a first visit and on a second one, where the immutable assets
// come from the cache), the build's entry chunk and each language's chunk (raw, gzip, brotli), and a
// Lighthouse performance score for both pages (desktop profile, Debian Chromium). Goals: entry chunk
// ≤ 150 KB gzip, Lighthouse ≥ 0.95 on /login. Prints figures, asserts nothing.
//
//   npx tsx bench/web/run.ts
//
// Builds the portal, starts the product the way `npm start` does (bench/lib/product.ts: own process,
// fresh data folder with the demo accounts), signs in as the demo dealer for the home page, then
// measures.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import lighthouse, { desktopConfig } from 'lighthouse';
import { freePort, freshDataDir, machineLine, root, startProduct } from '../lib/product.ts';
import { buildSizes, type ChunkSize } from './build-sizes.ts';
import { pageTransfer, type Transfer } from './page-transfer.ts';

const CHROME = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROME))
  throw new Error(`Chromium not found at ${CHROME}; install it or set CHROMIUM_PATH`);

const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const dist = path.join(root, 'apps/web/dist');
const sizes = buildSizes(dist);
const dataDir = freshDataDir();
const product = await startProduct({ DATA_DIR: dataDir, WEB_DIST: dist });
const base = product.url;

async function score(debugPort: number, url: string): Promise<number> {
  const result = await lighthouse(
    url,
    {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    },
    desktopConfig,
  );
  if (result?.lhr.runtimeError) console.log(`Lighthouse ${url}: ${result.lhr.runtimeError.message}`);
  const audits = result?.lhr.audits ?? {};
  const metric = (id: string) => audits[id]?.displayValue ?? '?';
  console.log(
    `Lighthouse ${url}: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
      `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
  );
  return result?.lhr.categories.performance?.score ?? 0;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const loginReady = (page: Page) => page.getByRole('heading', { name: 'Sign in to Dealer Portal' }).waitFor();
const homeReady = (page: Page) => page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();

function transferLine(name: string, { first, again }: { first: Transfer; again: Transfer }, score: number) {
  const visit = (t: Transfer) => `${kb(t.bytes).padStart(9)} in ${String(t.requests).padStart(2)}`;
  console.log(
    `${name.padEnd(7)} ${visit(first)}  (JS+CSS ${kb(first.code).padStart(8)}, ${[...first.encodings].join('/')})` +
      `   ${visit(again)}, ${String(again.fromCache).padStart(2)} cached   ${score.toFixed(2).padStart(5)}`,
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
    const loginScore = await score(debugPort, `${base}/login`);

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
    const homeScore = await score(debugPort, `${base}/`);

    console.log(`\n${machineLine()}`);
    console.log('Portal front-end: bytes transferred (headers + bodies as sent), Lighthouse desktop');
    console.log(
      'page     first visit, empty cache                          second visit              Lighthouse',
    );
    transferLine('/login', login, loginScore);
    transferLine('home', home, homeScore);
    console.log('\nBuild chunks (goal: entry ≤ 150 KB gzip)');
    console.log('chunk          raw      gzip    brotli   file');
    chunkLine(sizes.entry);
    const withImports = [sizes.entry, ...sizes.entryImports];
    const sum = (key: 'raw' | 'gzip' | 'brotli') => withImports.reduce((n, c) => n + c[key], 0);
    chunkLine({
      name: '+imports',
      file: `entry and the ${sizes.entryImports.length} chunks it imports`,
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
  await product.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
