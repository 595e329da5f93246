// POST /api/user/forgot_password: mails a 6-digit reset code (answers the same for unknown addresses).
// The portal's current language goes along, so the mail is in the language the page is read in
// (decision 1774).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { currentLanguage } from '../../../lib/i18n/i18n.ts';

const forgotPassword = (body: { username: string }) =>
  apiRequest('post', '/api/user/forgot_password', {
    body: { ...body, language: currentLanguage() },
    anonymous: true,
  });
/** Its errors are shown on the page in plain words (reset-errors.ts), not in the alert. */
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword, meta: { silent: true } });
