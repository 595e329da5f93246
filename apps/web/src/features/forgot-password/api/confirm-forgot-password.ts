// POST /api/user/confirm_forgot_password: sets the new password with the mailed code.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

const confirmForgotPassword = (body: { username: string; code: string; new_password: string }) =>
  apiRequest('post', '/api/user/confirm_forgot_password', { body, anonymous: true });
/** Its errors are shown on the page in plain words (reset-errors.ts), not in the alert. */
export const useConfirmForgotPassword = () =>
  useMutation({ mutationFn: confirmForgotPassword, meta: { silent: true } });
