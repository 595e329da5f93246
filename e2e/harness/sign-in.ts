// Signs in through the real identity provider page (the embedded OIDC provider at /idp).
import type { Page } from 'playwright-core';

const DEMO_PASSWORD = 'demo1234';

/** From the portal's /login page: accept cookies if asked, go to the provider, sign in, come back. */
export async function signInFromLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('heading', { name: 'Sign in to Dealer Portal' }).waitFor();
  const accept = page.getByRole('button', { name: 'Accept' });
  if (await accept.isVisible()) await accept.click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/idp\//);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back on the portal once the code exchange is done.
  await page.waitForURL((url) => !url.pathname.startsWith('/idp') && !url.searchParams.has('code'), {
    timeout: 30_000,
  });
}

/** Opens `path` without a session and signs in; returns when the portal left /login. */
export async function signIn(page: Page, email: string, path = '/'): Promise<void> {
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await signInFromLogin(page, email);
}
