// POST /api/user/change_password
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

const changePassword = (body: { old_password: string; new_password: string }) =>
  apiRequest('post', '/api/user/change_password', { body });
export const useChangePassword = () =>
  useMutation({ mutationFn: changePassword, meta: { handledCodes: [400700] } });
