import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP_CHROMIUM,
  HEADLESS_SHELL,
  installedChromium,
  testChromiumPath,
} from './test-browser.testing.ts';

describe('the Chromium a browser test starts', () => {
  it('is CHROMIUM_PATH, then CHROME_PATH, when set', () => {
    expect(testChromiumPath({ CHROMIUM_PATH: '/opt/a', CHROME_PATH: '/opt/b' })).toBe('/opt/a');
    expect(testChromiumPath({ CHROME_PATH: '/opt/b' })).toBe('/opt/b');
  });

  it("is otherwise Debian's headless shell where installed, else Debian's chromium", () => {
    const expected = fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : DESKTOP_CHROMIUM;
    expect(testChromiumPath({})).toBe(expected);
  });

  it('is named, with how to install it, when missing', () => {
    expect(() => installedChromium('/nowhere/chromium')).toThrow(/\/nowhere\/chromium.*apt-get install/);
  });
});
