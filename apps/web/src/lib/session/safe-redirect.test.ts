// After sign-in the portal follows only a same-origin path (issue 26 finding 5): the backslash form
// that browsers read as another host goes home.
import { expect, it } from 'vitest';
import { safeRedirect } from './auth.ts';

it('follows a same-origin path and sends every other origin home', () => {
  expect(safeRedirect('/service-tool/overview?x=1')).toBe('/service-tool/overview?x=1');
  expect(safeRedirect('/\\evil.example/')).toBe('/');
  expect(safeRedirect('/\\\\evil.example')).toBe('/');
  expect(safeRedirect('//evil.example/path')).toBe('/');
  expect(safeRedirect('/\t/evil.example')).toBe('/');
});
