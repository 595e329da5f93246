import { describe, expect, it } from 'vitest';
import { browserOffset, fromLocalInput, offsetMinutes, toLocalInput } from './clock.ts';

describe('bike clock in a time zone', () => {
  it('parses offsets', () => {
    expect(offsetMinutes('+05:45')).toBe(345);
    expect(offsetMinutes('-03:30')).toBe(-210);
  });
  it('shows UTC in the chosen zone and converts back', () => {
    expect(toLocalInput('2026-11-21T10:00:00.000Z', '+01:00')).toBe('2026-11-21T11:00');
    expect(fromLocalInput('2026-11-21T11:00', '+01:00')).toBe('2026-11-21T10:00:00.000Z');
    expect(fromLocalInput(toLocalInput('2026-03-01T23:30:00.000Z', '-05:00'), '-05:00')).toBe(
      '2026-03-01T23:30:00.000Z',
    );
  });
  it('formats the browser offset', () => {
    expect(browserOffset()).toMatch(/^[+-]\d{2}:\d{2}$/);
  });
});
