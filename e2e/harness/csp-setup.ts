// Every journey file runs under the portal's Content-Security-Policy and fails on any violation
// (a blocked script, style, image or connection would be a broken screen for a user).
import { afterAll, expect } from 'vitest';
import { cspViolations } from './browser.ts';

afterAll(() => {
  const seen = cspViolations.splice(0);
  // Joined, so a failure shows every violation in full.
  expect(seen.join('\n'), 'Content-Security-Policy violations').toBe('');
});
