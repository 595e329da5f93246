// Finding an existing shop for account setup.
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { shopsByPostalCode, toBikeShop } from './bike-shop.repository.ts';
import { toE164 } from './phone-number.ts';

export async function findShop(db: Db, postalCode: string, phoneNumber: string | undefined) {
  const candidates = await shopsByPostalCode(db, postalCode);
  if (phoneNumber === undefined) return candidates[0] ? toBikeShop(candidates[0]) : null;
  const international = phoneNumber.trim().startsWith('+');
  if (international && !toE164(phoneNumber)) throw malformed();
  let readable = international;
  for (const shop of candidates) {
    const wanted = toE164(phoneNumber, shop.countryCode);
    if (!wanted) continue;
    readable = true;
    if (wanted === toE164(shop.phoneNumber, shop.countryCode)) return toBikeShop(shop);
  }
  if (!readable && candidates.length) throw malformed();
  return null;
}

const malformed = () =>
  new AppError(400702, [{ field: 'querystring/phone_number', problem: 'is not a valid phone number' }]);
