// Warranty rules (docs/decisions/1400-warranty-claims-and-parts-orders.md): the warranty starts on
// the bike's activation date (the day it was handed to its rider) and lasts WARRANTY_MONTHS. A bike
// not activated yet is still shop stock: a defect found before delivery is covered. A claim outside
// the period is goodwill and must say why; the reviewer sees the reason next to the dates.
import { WARRANTY_MONTHS } from '@dealer/contracts';
import { badInput } from '../../lib/app-error.ts';

export interface WarrantyTerms {
  warranty_start: Date | null;
  warranty_end: Date | null;
  in_warranty: boolean;
}

export function warrantyTerms(activatedAt: Date | null, on: Date): WarrantyTerms {
  if (!activatedAt) return { warranty_start: null, warranty_end: null, in_warranty: true };
  const end = new Date(activatedAt);
  end.setUTCMonth(end.getUTCMonth() + WARRANTY_MONTHS);
  return { warranty_start: activatedAt, warranty_end: end, in_warranty: on.getTime() < end.getTime() };
}

/** A claim outside the warranty period cannot be submitted without a goodwill reason. */
export function assertGoodwill(terms: WarrantyTerms, goodwillReason: string): void {
  if (!terms.in_warranty && !goodwillReason.trim())
    throw badInput(
      'body/goodwill_reason',
      `the warranty ended on ${terms.warranty_end?.toISOString().slice(0, 10)}; a goodwill reason is required`,
    );
}
