// The return-address filter (issue 26 finding 5): every form of another origin falls back home.
import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path.ts';

describe('sameOriginPath', () => {
  it('keeps paths on this origin with their query and fragment', () => {
    expect(sameOriginPath('/service-book?vin=KES9#top')).toBe('/service-book?vin=KES9#top');
    expect(sameOriginPath('/account-setup')).toBe('/account-setup');
  });

  it.each([
    '/\\evil.example/',
    '/\\/evil.example',
    '//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    ' /home',
    '',
  ])('sends %j home', (raw) => {
    expect(sameOriginPath(raw)).toBe('/');
  });

  it('takes a fallback and follows null and undefined to it', () => {
    expect(sameOriginPath(null, '/login')).toBe('/login');
    expect(sameOriginPath(undefined)).toBe('/');
  });
});
