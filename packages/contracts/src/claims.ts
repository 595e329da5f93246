// Warranty claims and parts orders (docs/decisions/1400-warranty-claims-and-parts-orders.md): the
// statuses the API enforces and the portal shows, shared so neither side spells them twice.

/** draft → submitted → approved | rejected | revising → resubmitted → … → completed, or canceled. */
export const ClaimStatus = [
  'draft',
  'submitted',
  'revising',
  'resubmitted',
  'approved',
  'rejected',
  'completed',
  'canceled',
] as const;
export type ClaimStatus = (typeof ClaimStatus)[number];

/** Statuses in which the dealer may still change what the claim says (and attach evidence). */
export const ClaimEditable: readonly ClaimStatus[] = ['draft', 'revising'];

/** Statuses waiting for the service center: the default of its review queue. */
export const ClaimAwaitingReview: readonly ClaimStatus[] = ['submitted', 'resubmitted'];

/** ordered → confirmed → shipped (tracking number) → delivered, or canceled before shipping. */
export const OrderStatus = ['ordered', 'confirmed', 'shipped', 'delivered', 'canceled'] as const;
export type OrderStatus = (typeof OrderStatus)[number];

/** What went wrong with a delivery (an order case). */
export const OrderCaseKind = ['wrong_part', 'damaged', 'missing'] as const;
export type OrderCaseKind = (typeof OrderCaseKind)[number];

/** Months of warranty from the bike's activation (the EU legal guarantee of two years). */
export const WARRANTY_MONTHS = 24;
