// Which individual parts a user may look up by barcode or id (decision 2651): a part on no bike (a
// spare on the shelf, a replacement about to be fitted) is anyone's to identify, like the catalogue;
// a part live on a bike is only for those who see that bike's shop. Outside that it is 404000, like
// a barcode that does not exist, so a barcode cannot be used to find out what other shops fitted.
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { visibleShopIds } from '../workspace/workspace-access.ts';
import { protocolPart, shopOfLivePart } from './catalogue.repository.ts';

async function assertPartInReach(db: Db, user: CurrentUser, barcode: string): Promise<void> {
  const shopId = await shopOfLivePart(db, barcode);
  if (shopId === undefined) return;
  if (shopId !== null && (await visibleShopIds(db, user)).includes(shopId)) return;
  throw new AppError(404000);
}

/** protocolPart, answered only when the part is within the user's reach. */
export async function protocolPartInReach(
  db: Db,
  user: CurrentUser,
  by: Parameters<typeof protocolPart>[1],
): Promise<Awaited<ReturnType<typeof protocolPart>>> {
  const part = await protocolPart(db, by);
  await assertPartInReach(db, user, part.barcode);
  return part;
}
