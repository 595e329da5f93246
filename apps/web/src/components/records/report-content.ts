// The shop's report content (tasks and activities with their comments) as the rider report body
// takes it: comments become notes signed by their author.
import type { RiderReportData } from './RiderReportBody.tsx';
import type { ResultOf } from '../../lib/api/api-types.ts';

export type ReportContent = ResultOf<'/api/service_report/workspace/{id}', 'get'>['content'];

export function riderDataOf(content: ReportContent, summary: string): RiderReportData {
  const notes = (comments: { body: string; author: string }[]) =>
    comments.map((c) => ({ body: c.body, by: c.author }));
  return {
    bike: content.bike,
    shopName: content.shop.name,
    healthScore: content.workspace.health_score,
    summary,
    tasks: content.tasks.map((x) => ({ ...x, key: x.id, notes: notes(x.comments) })),
    activities: content.activities.map((a) => ({ ...a, key: a.id, notes: notes(a.comments) })),
  };
}
