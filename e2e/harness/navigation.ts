// The main navigation as a user reaches it: a service center's less frequent links sit under the
// "More" disclosure (decision 1772), so a journey opens it when the link is not in view.
import type { Page } from 'playwright-core';

export async function clickNavLink(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const link = nav.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'More' }).click();
  await link.click();
}
