// POST /api/zendesk/ticket: the registration request of a bike the portal does not know, sent to the
// chosen service center (stored, mailed, and created in Zendesk when configured).
import { apiRequest } from '../../../lib/api/client.ts';
import type { BodyOf } from '../../../lib/api/api-types.ts';

export type TicketBody = BodyOf<'/api/zendesk/ticket', 'post'>;
export const createTicket = (body: TicketBody) => apiRequest('post', '/api/zendesk/ticket', { body });
