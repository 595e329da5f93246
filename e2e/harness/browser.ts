// Real Chromium (Debian's headless shell, else its chromium) through playwright-core. No browser is
// downloaded and a missing one fails the suite with a message saying how to install it; journeys
// never skip.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { installedChromium, testChromiumPath } from '@dealer/server-env/test-browser';
import { trackForEvidence } from './failure-evidence.ts';

const CHROMIUM_PATH = testChromiumPath();
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** How long a journey's action or wait may take unless it says otherwise. */
const ACTION_TIMEOUT_MS = 60_000;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: installedChromium(CHROMIUM_PATH), args: ARGS });
}

export type Theme = 'light' | 'dark';

export interface ContextOptions {
  theme?: Theme;
  userAgent?: string;
  viewport?: { width: number; height: number };
  /** Accept the cookie prompt before the first page loads. */
  acceptCookies?: boolean;
  /** false: a browser with script turned off (pages show their <noscript> content). */
  javaScriptEnabled?: boolean;
  /** The browser's time zone (IANA), for journeys that read a time of day off the screen. */
  timezoneId?: string;
}

export async function newContext(
  browser: Browser,
  baseUrl: string,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 860 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.javaScriptEnabled === false ? { javaScriptEnabled: false } : {}),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    locale: 'en-US',
  });
  // Playwright's 30 s per action is short for a machine at load 10 on two cores, where a screen with
  // live charts rendered in a fifth of a core took longer than that in CI with nothing wrong.
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  trackForEvidence(context);
  await recordCspViolations(context);
  const init: string[] = [];
  if (options.theme === 'dark') init.push("localStorage.setItem('theme','dark');");
  if (options.acceptCookies) init.push("localStorage.setItem('cookieDismissed','true');");
  // Only once per origin, so later changes made by the journey itself are not overwritten on reload.
  if (init.length)
    await context.addInitScript(
      `if (!sessionStorage.getItem('__e2eInit')) { sessionStorage.setItem('__e2eInit','1'); ${init.join(' ')} }`,
    );
  return context;
}

/**
 * Content-Security-Policy violations of every page of every context (e2e/harness/csp-setup.ts fails
 * a journey file that caused any). Each is "directive blocked-uri (page)".
 */
export const cspViolations: string[] = [];

async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    cspViolations.push(`${text} (${page.url()})`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation?: (t: string) => void })
        .__reportCspViolation;
      report?.(`${e.effectiveDirective} ${e.blockedURI || 'inline'}`);
    });
  });
}

/** Collects uncaught page errors so a journey can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

export async function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).sort());
}
