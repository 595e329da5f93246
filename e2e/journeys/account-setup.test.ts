// The new-shop account: account setup with the matched-shop path (a request to join that the shop's
// dealer declines on the account page) and the new-shop path, the server's phone format error on the
// phone field, then home. Also axe + screenshots of the setup screen in both themes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { signIn } from '../harness/sign-in.ts';
import { axeViolations } from '../harness/axe.ts';
import { screenshot } from '../harness/screenshots.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl } = thisLane();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('newshop@example.com sets up the account through the matched and the new shop paths and lands home', async () => {
  const context = await newContext(browser, baseUrl);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, 'newshop@example.com');
  await page.waitForURL('**/account-setup');
  await page.getByRole('heading', { name: 'Set up your account' }).waitFor();
  await expect(
    page
      .getByText(
        "Fill in your shop's information to get started. We'll see if someone from your team has already signed it up.",
      )
      .isVisible(),
  ).resolves.toBe(true);

  await page.getByLabel('First name').fill('Nina');
  await page.getByLabel('Last name').fill('Neumann');
  await page.getByLabel('Phone number', { exact: true }).fill('+49 30 5550199');
  await page.getByLabel('Job title').fill('Workshop lead');

  // Matched path: the seeded shop in Berlin.
  await page.getByLabel('Postal code').fill('10115');
  await page.getByLabel('Bike shop: Phone number').fill('+49 30 5550123');
  await page.getByRole('button', { name: 'Find my shop' }).click();
  await page.getByRole('heading', { name: 'Matched bike shop found!' }).waitFor();
  await expect(
    page
      .getByText(
        'The following details have been auto-filled. If changes are needed, please contact your Service Center.',
      )
      .isVisible(),
  ).resolves.toBe(true);
  expect(await page.getByLabel('Shop name').inputValue()).toBe('Velo Werkstatt Berlin');
  expect(await page.getByLabel('Shop name').getAttribute('readonly')).not.toBeNull();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'account-setup-light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'account-setup-dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();

  // Naming an existing shop only asks to join it (decision 2650): the shop's dealer decides.
  await page.getByRole('button', { name: 'Ask to join' }).click();
  await page.getByRole('heading', { name: 'Waiting for approval' }).waitFor();
  await screenshot(page, 'account-setup-join-pending');
  const shopDealer = await (await newContext(browser, baseUrl, { acceptCookies: true })).newPage();
  await signIn(shopDealer, 'dealer@example.com', '/account-detail');
  const requests = shopDealer.getByRole('list', { name: 'Requests to join your shop' });
  await requests.getByText('Nina Neumann').waitFor();
  expect(await axeViolations(shopDealer)).toEqual([]);
  await screenshot(shopDealer, 'account-detail-join-requests');
  await shopDealer.getByRole('button', { name: 'Decline: Nina Neumann' }).click();
  await shopDealer.getByText('No open requests.').waitFor();
  await page.getByRole('button', { name: 'Check again' }).click();
  await page
    .getByText('Your request to join Velo Werkstatt Berlin was declined.', { exact: false })
    .waitFor();
  expect(page.url()).toContain('/account-setup');

  // New path: a postal code nobody registered.
  await page.getByLabel('Postal code').fill('80331');
  await page.getByLabel('Bike shop: Phone number').fill('+49 89 5550777');
  await page.getByRole('button', { name: 'Find my shop' }).click();
  await page.getByRole('heading', { name: 'This is a new bike shop!' }).waitFor();
  await expect(page.getByText('Please complete the following fields.').isVisible()).resolves.toBe(true);

  // Client-side validation names the missing fields.
  await page.getByRole('button', { name: 'Complete setup' }).click();
  expect(await page.getByText('This field is required.').count()).toBeGreaterThanOrEqual(4);

  await page.getByLabel('Shop name').fill('Isar Rad München');
  await page.getByLabel('Email').fill('isar@example.com');
  await page.getByLabel('Address').fill('Marienplatz 1');
  await page.getByLabel('City').fill('München');
  await page.getByLabel('Country').selectOption('DE');
  await page.getByLabel('Region').selectOption({ index: 1 });

  // A number the client accepts but the server rejects (400702) shows on the phone field.
  await page.getByLabel('Phone number', { exact: true }).fill('+999 1234567');
  await page.getByRole('button', { name: 'Complete setup' }).click();
  await page.getByText('Invalid phone number format.').waitFor();
  expect(await page.getByLabel('Phone number', { exact: true }).getAttribute('aria-invalid')).toBe('true');

  await page.getByLabel('Phone number', { exact: true }).fill('+49 30 5550199');
  await page.getByRole('button', { name: 'Complete setup' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('heading', { level: 1, name: 'Welcome, Nina' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
