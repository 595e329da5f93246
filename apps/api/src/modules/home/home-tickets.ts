// The caller's recent contact-us tickets with the state of their mail in the outbox, so a dealer
// sees that a request was stored and handed to the mail queue (or why it failed).
import { Type } from 'typebox';
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { ticketsWithTheirMail } from './home.repository.ts';
import { ownShopId } from '../workspace/workspace-access.ts';

export const RecentTicketSchema = Type.Object({
  id: Type.Integer(),
  issue_category: Type.String(),
  frame_number: Type.String(),
  message: Type.String(),
  has_diagnostic: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  mail: Type.Union([
    Type.Object({
      to: Type.String(),
      subject: Type.String(),
      status: Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')]),
    }),
    Type.Null(),
  ]),
});

export async function recentTickets(db: Db, user: CurrentUser, limit: number) {
  const shopId = ownShopId(user);
  const rows = await ticketsWithTheirMail(db, user.id, shopId, limit);
  return rows.map(({ t, to, subject, status }) => ({
    id: t.id,
    issue_category: t.issueCategory,
    frame_number: t.frameNumber,
    message: t.message,
    has_diagnostic: t.diagnostic !== null,
    created_at: t.createdAt.toISOString(),
    mail: to !== null && subject !== null && status !== null ? { to, subject, status } : null,
  }));
}
