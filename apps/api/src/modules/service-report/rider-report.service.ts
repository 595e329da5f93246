// Rider links of published reports: the shop makes one (its own published reports only) and the
// rider opens it without an account. See rider-link.ts for the token.
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { ownShopId } from '../workspace/workspace-access.ts';
import { signRiderLink, verifyRiderLink } from './rider-link.ts';
import type { RiderLinkView, RiderReportView } from './rider-report.schemas.ts';
import * as repo from './service-report.repository.ts';

/** The token rides in the address's fragment: browsers never send it to a server or a Referer. */
const riderReportPath = (token: string) => `/rider-report#${token}`;

export async function createRiderLink(
  db: Db,
  user: CurrentUser,
  context: { issuer: string; publicUrl: string },
  id: number,
  ttlSeconds?: number,
): Promise<RiderLinkView> {
  const report = await repo.findReport(db, { id });
  if (!report || report.bike_shop_id !== ownShopId(user)) throw notFound();
  if (report.status !== 'published' || !report.public_id)
    throw new AppError(409800, [{ field: 'status', problem: 'only a published report can be shared' }]);
  const { token, expiresAt } = await signRiderLink(db, context.issuer, report.public_id, ttlSeconds);
  const path = riderReportPath(token);
  return { token, path, url: `${context.publicUrl}${path}`, expires_at: expiresAt.toISOString() };
}

export async function readRiderReport(db: Db, issuer: string, token: string): Promise<RiderReportView> {
  const { publicId, expiresAt } = await verifyRiderLink(db, issuer, token);
  const report = await repo.findReport(db, { publicId });
  if (!report || report.status !== 'published' || !report.published_at) throw notFound();
  const c = report.content;
  return {
    public_id: publicId,
    title: report.title,
    summary: report.summary,
    published_at: report.published_at,
    expires_at: expiresAt.toISOString(),
    bike: c.bike,
    shop: { name: c.shop.name },
    health_score: c.workspace.health_score,
    tasks: c.tasks.map((t) => ({
      task_type: t.task_type,
      level: t.level,
      part_type: t.part_type,
      status: t.status,
      codes: t.codes,
      notes: t.comments.map((m) => m.body),
    })),
    activities: c.activities.map((a) => ({
      kind: a.kind,
      part_type: a.part_type,
      success: a.success,
      created_at: a.created_at,
      codes: a.codes,
      notes: a.comments.map((m) => m.body),
    })),
  };
}
