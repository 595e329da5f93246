// After a successful setup: reload the account into the session and go home.
import { isApiError } from '../../../lib/api/api-error.ts';
import { loadAccount } from '../../../lib/session/auth.ts';
import { PHONE_FORMAT_CODE } from '../api/create-account.ts';

export async function finishSetup(navigateHome: () => void): Promise<void> {
  await loadAccount();
  navigateHome();
}

/** Which field a 400702 belongs to: the shop's phone when the API names it, else the person's. */
export function phoneErrorField(error: unknown): 'phone_number' | 'shop_phone_number' | null {
  if (!isApiError(error) || error.code !== PHONE_FORMAT_CODE) return null;
  return error.details?.some((d) => d.field.includes('bike_shop')) ? 'shop_phone_number' : 'phone_number';
}
