// POST /api/service_report/{id}/rider_link: a signed, expiring link the rider opens without an account.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

const createRiderLink = (id: number) =>
  apiRequest('post', '/api/service_report/{id}/rider_link', { params: { id } });

export const useCreateRiderLink = () => useMutation({ mutationFn: createRiderLink });
