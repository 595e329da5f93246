// Money typed by a person read as cents, and the status words of every flow.
import { describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n/i18n.ts';
import { caseStatusWord, formatCents, parseCents, statusKey } from './claim-labels.ts';

describe('claim labels', () => {
  it('reads euros typed with a comma or a point as cents', () => {
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents('12,50')).toBe(1250);
    expect(parseCents(' 7 ')).toBe(700);
    expect(parseCents('12.505')).toBeNull();
    expect(parseCents('-3')).toBeNull();
  });

  it('writes cents as euros and names the status of every flow', () => {
    expect(formatCents(1250, 'en-US')).toBe('€12.50');
    expect(statusKey('revising')).toBe('claim.status.revising');
    expect(statusKey('shipped')).toBe('order.status.shipped');
    expect(statusKey('pending')).toBe('review.statusPending');
    expect(statusKey('nonsense')).toBeNull();
  });

  it('names an order case’s status as its badge does, not as a claim’s', () => {
    expect(caseStatusWord(t, 'revising')).toBe(t('review.statusRevising'));
    expect(caseStatusWord(t, 'revising')).not.toBe(t('claim.status.revising'));
    expect(caseStatusWord(t, 'approved')).toBe(t('review.statusApproved'));
    expect(caseStatusWord(t, 'unheard-of')).toBe('unheard-of');
  });
});
