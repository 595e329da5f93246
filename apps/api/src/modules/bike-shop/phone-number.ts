// Phone numbers are checked with libphonenumber and stored in E.164 (+4930555…), so the same
// number typed with spaces, dashes or a national prefix matches. A number without a country prefix
// is read in the country of the shop or service center it belongs to.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { AppError } from '../../lib/app-error.ts';

/** E.164 form, or undefined when the text is not a valid number (in that country, if it has no +). */
export function toE164(value: string, defaultCountry?: string): string | undefined {
  const country = defaultCountry?.trim().toUpperCase() as CountryCode | undefined;
  try {
    const parsed = parsePhoneNumberFromString(
      value.trim(),
      country ? { defaultCountry: country } : undefined,
    );
    return parsed?.isValid() ? parsed.number : undefined;
  } catch {
    return undefined;
  }
}

/** E.164 form of a phone number in a request; a malformed one → 400702. */
export function requirePhoneNumber(value: string, defaultCountry: string | undefined, field: string): string {
  const e164 = toE164(value, defaultCountry);
  if (!e164) throw new AppError(400702, [{ field, problem: 'is not a valid phone number' }]);
  return e164;
}
