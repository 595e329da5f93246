// For tests that drive a real browser: which Chromium binary to start. CHROMIUM_PATH (or CHROME_PATH)
// wins; otherwise Debian's chromium-headless-shell when it is installed, else Debian's chromium.
// The headless shell is the same Blink and V8 without the desktop browser around them, and is what
// Playwright itself runs for headless tests: on two cores it spent about a third less CPU per journey.
import fs from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const DESKTOP_CHROMIUM = '/usr/bin/chromium';

export function testChromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const chosen = env.CHROMIUM_PATH || env.CHROME_PATH;
  if (chosen) return chosen;
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : DESKTOP_CHROMIUM;
}

/** `path` when a Chromium is there; else the error a browser test fails with: it never skips. */
export function installedChromium(path: string = testChromiumPath()): string {
  if (fs.existsSync(path)) return path;
  throw new Error(
    `Chromium not found at ${path}. Install it (apt-get install chromium-headless-shell, or chromium, as .ci/run does) or set CHROMIUM_PATH; this test needs a real browser and never skips.`,
  );
}
