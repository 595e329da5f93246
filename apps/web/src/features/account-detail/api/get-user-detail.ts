// GET /api/user/detail
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

const getUserDetail = () => apiRequest('get', '/api/user/detail');
const userDetailQuery = () => queryOptions({ queryKey: ['user', 'detail'], queryFn: getUserDetail });
export const useUserDetail = () => useQuery(userDetailQuery());
