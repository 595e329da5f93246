// Mails to the other party of a claim or order, through the outbox in the same transaction as the
// move that caused them: a dealer's move goes to the shop's service center (or, without one, every
// center of the shop's region); a service center's move goes to the shop.
import type { Db } from '../../db/database.ts';
import { serviceCentersOfRegion, shopById } from '../bike-shop/bike-shop.repository.ts';
import { enqueueMail } from '../mail/mail-outbox.repository.ts';

export interface PartyMail {
  kind: string;
  subject: string;
  text: string;
}

export async function mailOtherParty(
  db: Db,
  bikeShopId: number,
  actor: 'dealer' | 'reviewer',
  mail: PartyMail,
): Promise<void> {
  const shop = await shopById(db, bikeShopId);
  if (!shop) return;
  let to: string[];
  if (actor === 'reviewer') to = shop.email ? [shop.email] : [];
  else {
    const centers = await serviceCentersOfRegion(db, shop.regionId);
    const own = centers.filter((c) => c.id === shop.serviceCenterId);
    to = (own.length ? own : centers).map((c) => c.email).filter(Boolean);
  }
  for (const address of to) await enqueueMail(db, { to: address, ...mail });
}
