// POST /api/user/forgot_password: mails a 6-digit reset code (answers the same for unknown addresses).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

export const forgotPassword = (body: { username: string }) =>
  apiRequest('post', '/api/user/forgot_password', { body, anonymous: true });
/** Its errors are shown on the page in plain words (reset-errors.ts), not in the alert. */
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword, meta: { silent: true } });
