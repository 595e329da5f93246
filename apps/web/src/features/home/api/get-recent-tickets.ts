// GET /api/home/tickets: the user's recent contact-us requests with the state of their mail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

const getRecentTickets = () => apiRequest('get', '/api/home/tickets', { query: { limit: 3 } });
const recentTicketsQuery = () =>
  queryOptions({ queryKey: ['home', 'tickets'], queryFn: getRecentTickets, staleTime: 0 });
export const useRecentTickets = () => useQuery(recentTicketsQuery());
