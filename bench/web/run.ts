// Portal front-end benchmark: gzip size of the JavaScript and CSS that /login and the home page load,
// and a Lighthouse performance score for both (desktop profile, Debian Chromium). Goals: ≤150 KB JS
// per page, score ≥0.95.
//
//   npx tsx bench/web/run.ts
//
// Builds the portal, starts the API on a free port with a temp data folder (embedded PGlite and the
// demo accounts), signs in as the demo dealer for the home page, then measures.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import lighthouse, { desktopConfig } from 'lighthouse';

const root = path.resolve(import.meta.dirname, '../..');
const CHROME = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROME))
  throw new Error(`Chromium not found at ${CHROME}; install it or set CHROMIUM_PATH`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-web-'));
const port = await freePort();
const base = `http://localhost:${port}`;
const api = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const stopApi = () => {
  api.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};

async function waitForApi() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/auth/config`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('API did not start');
}

interface Sizes {
  js: number;
  css: number;
  files: number;
}

/** Loads `pathname` in a fresh page and sums the gzip size of every script and stylesheet it fetched. */
async function measure(
  context: BrowserContext,
  pathname: string,
  ready: (page: Page) => Promise<void>,
): Promise<Sizes> {
  const page = await context.newPage();
  const urls = new Map<string, 'js' | 'css'>();
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet') urls.set(res.url(), type === 'script' ? 'js' : 'css');
  });
  await page.goto(base + pathname, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  const sizes: Sizes = { js: 0, css: 0, files: urls.size };
  for (const [url, kind] of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    sizes[kind] += zlib.gzipSync(body, { level: 9 }).length;
  }
  return sizes;
}

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
  return result?.lhr.categories.performance?.score ?? 0;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

try {
  await waitForApi();
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
    const login = await measure(context, '/login', async (page) => {
      await page.getByRole('heading', { name: 'Sign in to Dealer Portal' }).waitFor();
    });
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
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await page.close();

    const home = await measure(context, '/', async (p) => {
      await p.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    });
    const homeScore = await score(debugPort, `${base}/`);

    console.log('\nPortal front-end (gzip level 9; goals: JS ≤ 150 KB, Lighthouse performance ≥ 0.95)');
    console.log('page     JS (gzip)   CSS (gzip)   files   Lighthouse');
    for (const [name, s, lh] of [
      ['/login', login, loginScore],
      ['home', home, homeScore],
    ] as const) {
      console.log(
        `${name.padEnd(8)} ${kb(s.js).padStart(9)}   ${kb(s.css).padStart(10)}   ${String(s.files).padStart(5)}   ${lh.toFixed(2).padStart(10)}`,
      );
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
} finally {
  stopApi();
}
