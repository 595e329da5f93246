// POST /api/zendesk/ticket: the contact-us report, stored and mailed to the service center.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import type { BodyOf } from '../../../lib/api/api-types.ts';

export type TicketBody = BodyOf<'/api/zendesk/ticket', 'post'>;
export type IssueCategory = TicketBody['issue_category'];
const sendTicket = (body: TicketBody) => apiRequest('post', '/api/zendesk/ticket', { body });

export function useSendTicket() {
  const client = useQueryClient();
  // The home page lists recent requests: refresh it.
  return useMutation({
    mutationFn: sendTicket,
    onSuccess: () => client.invalidateQueries({ queryKey: ['home', 'tickets'] }),
  });
}
