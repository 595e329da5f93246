import { describe, expect, it } from 'vitest';
import { allPassed, buttonItems, buttonLabelParts } from './hmi-items.ts';

describe('hmi diagnosis items', () => {
  it('passes pressed buttons, skips the ones marked absent and fails the rest', () => {
    const items = buttonItems({ short_power: 2 }, new Set(['long_walk']));
    expect(items.find((i) => i.name === 'short_power')?.status).toBe('pass');
    expect(items.find((i) => i.name === 'long_walk')?.status).toBe('skip');
    expect(items.find((i) => i.name === 'short_up')?.status).toBe('fail');
    expect(allPassed(items)).toBe(false);
    expect(allPassed(items.map((i) => ({ ...i, status: 'pass' as const })))).toBe(true);
  });
  it('labels button functions', () => {
    expect(buttonLabelParts('long_derailleur_up')).toEqual({ press: 'long', button: 'derailleur up' });
  });
});
