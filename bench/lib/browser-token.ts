// The access token a real browser holds after the portal's sign-in (authorization code flow with PKCE
// at the embedded provider, code exchanged by the portal), as the benchmarks' requests carry it: the
// token users send is the one to measure, not one from a shortcut.
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const CHROME = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export async function browserAccessToken(url: string, email = 'dealer@example.com'): Promise<string> {
  if (!fs.existsSync(CHROME))
    throw new Error(`Chromium not found at ${CHROME}; install it or set CHROMIUM_PATH`);
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/login`);
    const accept = page.getByRole('button', { name: 'Accept' });
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    if (await accept.isVisible()) await accept.click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/idp\//);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/idp') && !u.pathname.startsWith('/login'), {
      timeout: 60_000,
    });
    // Read from the page's own storage (no DOM types in the bench's Node program).
    const token = await page.evaluate<string | null>('localStorage.getItem("accessToken")');
    if (!token) throw new Error('the portal holds no accessToken after signing in');
    return token;
  } finally {
    await browser.close();
  }
}
