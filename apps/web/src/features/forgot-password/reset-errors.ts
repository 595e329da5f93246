// What a failed reset call means for the technician, in plain words; the catalogue code goes with it
// as small print (the calls spec's codes: 400700 a wrong field, 400601 too many tries, 400000 when
// passwords belong to an external sign-in service).
import { isApiError } from '../../lib/api/api-error.ts';
import type { MessageKey } from '../../lib/i18n/i18n.ts';

export interface ResetError {
  message: MessageKey;
  /** The catalogue code, or null when no answer came (network). */
  code: number | null;
}

export function resetErrorOf(error: unknown): ResetError {
  if (!isApiError(error)) return { message: 'reset.error.other', code: null };
  const field = error.details?.[0]?.field ?? '';
  switch (error.code) {
    case 400700:
      return {
        message: field.endsWith('new_password') ? 'reset.error.weakPassword' : 'reset.error.wrongCode',
        code: error.code,
      };
    case 400601:
      return { message: 'reset.error.tooMany', code: error.code };
    case 400000:
      return {
        message: field === 'body' ? 'reset.error.sso' : 'reset.error.other',
        code: error.code,
      };
    default:
      return { message: 'reset.error.other', code: error.code };
  }
}
