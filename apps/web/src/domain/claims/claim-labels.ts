// Message keys of the claim, order and order-case statuses, and money in euro cents as the locale
// writes it (the catalogue has no prices; refunds are credits in cents, docs/decisions/1400).
import type { CaseStatus, ClaimStatus, OrderCaseKind, OrderStatus } from '@dealer/contracts';
import type { MessageKey } from '../../lib/i18n/i18n.ts';

export const CLAIM_STATUS_KEY: Record<ClaimStatus, MessageKey> = {
  draft: 'claim.status.draft',
  submitted: 'claim.status.submitted',
  revising: 'claim.status.revising',
  resubmitted: 'claim.status.resubmitted',
  approved: 'claim.status.approved',
  rejected: 'claim.status.rejected',
  completed: 'claim.status.completed',
  canceled: 'claim.status.canceled',
};

export const ORDER_STATUS_KEY: Record<OrderStatus, MessageKey> = {
  ordered: 'order.status.ordered',
  confirmed: 'order.status.confirmed',
  shipped: 'order.status.shipped',
  delivered: 'order.status.delivered',
  canceled: 'order.status.canceled',
};

/** A case's status in words: the same words for a warranty case, an order case and the home page's list. */
export const CASE_STATUS_KEY: Record<CaseStatus, MessageKey> = {
  pending: 'review.statusPending',
  revising: 'review.statusRevising',
  approved: 'review.statusApproved',
  rejected: 'review.statusRejected',
  canceled: 'review.statusCanceled',
  completed: 'review.statusCompleted',
};

export const ORDER_CASE_KIND_KEY: Record<OrderCaseKind, MessageKey> = {
  wrong_part: 'order.case.wrong_part',
  damaged: 'order.case.damaged',
  missing: 'order.case.missing',
};

/** A status word of any of the three flows (history rows carry plain strings). */
export function statusKey(status: string): MessageKey | null {
  return (
    (CLAIM_STATUS_KEY as Record<string, MessageKey>)[status] ??
    (ORDER_STATUS_KEY as Record<string, MessageKey>)[status] ??
    (CASE_STATUS_KEY as Record<string, MessageKey>)[status] ??
    null
  );
}

/**
 * An order case's status in words, as its badge shows it: the case words, not a claim's (a claim's
 * "revising" reads "Revision asked", an order case's "Sent back").
 */
export function caseStatusWord(t: (key: MessageKey) => string, status: string | null): string {
  const key = (CASE_STATUS_KEY as Record<string, MessageKey>)[status ?? ''];
  return key ? t(key) : (status ?? '');
}

export function formatCents(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** "12,50" or "12.50" typed by a person → cents; null when it is not an amount. */
export function parseCents(text: string): number | null {
  const m = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
