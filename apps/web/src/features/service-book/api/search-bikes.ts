// GET /api/search/bike?q=: pick a bike of the shop by part of its VIN or frame number.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

const searchBikes = (q: string) => apiRequest('get', '/api/search/bike', { query: { q } });
// Triggered by the user's submit, so a mutation (no cache of partial terms).
export const useSearchBikes = () => useMutation({ mutationFn: searchBikes });
