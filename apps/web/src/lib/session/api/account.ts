// GET /api/account/ and GET /api/user/permission: what the guard fetches once after login.
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

export const fetchAccount = () => apiRequest('get', '/api/account/');
export const accountQuery = () => queryOptions({ queryKey: ['account'], queryFn: fetchAccount });

export const fetchPermission = async () =>
  (await apiRequest('get', '/api/user/permission', { query: { platform: 'dealer_portal' } })).permission;
