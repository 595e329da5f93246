// Bike search: a dealer types part of a VIN or frame number (often read off the frame, so case
// and surrounding spaces vary). Only the caller's shops are searched; exact matches come first.
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { bikesMatching } from './search.repository.ts';
import { visibleShopIds } from '../workspace/workspace-access.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchBikes(db: Db, user: CurrentUser, q: string) {
  const term = q.trim().toUpperCase();
  const shopIds = await visibleShopIds(db, user);
  if (shopIds.length === 0 || term.length === 0) return [];
  const pattern = `%${escapeLike(term)}%`;
  const rows = await bikesMatching(db, shopIds, term, pattern);
  return rows.map((r) => ({
    ...r,
    matched: r.vin.toUpperCase().includes(term) ? ('vin' as const) : ('frame_number' as const),
  }));
}
