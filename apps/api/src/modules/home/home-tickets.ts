// The caller's recent contact-us tickets with the state of their mail in the outbox, so a dealer
// sees that a request was stored and handed to the mail queue (or why it failed).
import { desc, eq, or } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../../db/database.ts';
import { helpTickets, mailOutbox } from '../../db/tables/index.ts';
import type { CurrentUser } from '../../plugins/access.ts';
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
  const rows = await db
    .select({
      t: helpTickets,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
    })
    .from(helpTickets)
    .leftJoin(mailOutbox, eq(mailOutbox.id, helpTickets.mailId))
    .where(
      shopId === null
        ? eq(helpTickets.userId, user.id)
        : or(eq(helpTickets.userId, user.id), eq(helpTickets.bikeShopId, shopId)),
    )
    .orderBy(desc(helpTickets.id))
    .limit(limit);
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
