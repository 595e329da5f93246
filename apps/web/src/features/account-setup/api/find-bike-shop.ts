// GET /api/bike_shop/{postal_code}?phone_number=: the shop a colleague may already have registered.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { requireParams } from '../../../lib/api/api-error.ts';

function findBikeShop(postalCode: string, phoneNumber: string) {
  requireParams({ postal_code: postalCode || null, phone_number: phoneNumber || null });
  return apiRequest('get', '/api/bike_shop/{postal_code}', {
    params: { postal_code: postalCode },
    query: { phone_number: phoneNumber },
  });
}

// A lookup the user triggers, so a mutation (no caching of "not found" answers).
export const useFindBikeShop = () =>
  useMutation({
    mutationFn: (v: { postalCode: string; phoneNumber: string }) => findBikeShop(v.postalCode, v.phoneNumber),
  });
