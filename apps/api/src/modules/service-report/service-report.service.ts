// Service reports: a dealer composes a report from one workspace (which activities and tasks go
// in, a title and a summary), saves it as a draft as often as needed, and publishes it. Publishing
// composes the content one last time and freezes it under a random public id; the published row
// never changes again (409800), so the printed PDF and the link always show the same thing.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { AppError, badInput, notFound } from '../../lib/app-error.ts';
import { assertRecording } from '../../lib/live-recording.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import {
  ownShopId,
  visibleShopIds,
  workspaceForUser,
  workspaceToChange,
} from '../workspace/workspace-access.ts';
import * as repo from './service-report.repository.ts';
import type { CreateReportBody, ServiceReportView, UpdateReportBody } from './service-report.schemas.ts';

const published = () =>
  new AppError(409800, [{ field: 'status', problem: 'a published report cannot change' }]);

/** Everything the workspace offers, and the reports already written from it. */
export async function composeSource(db: Db, user: CurrentUser, workspaceId: number) {
  const ws = await workspaceForUser(db, user, workspaceId);
  const content = await repo.compose(db, ws, { activityIds: null, taskIds: null });
  const reports = (await repo.reportsOfWorkspace(db, ws.id)).map(({ updatedAt, ...r }) => ({
    ...r,
    updated_at: updatedAt.toISOString(),
  }));
  return { workspace_id: ws.id, content, reports };
}

/** Composes with the picked ids, refusing ids that are not of this workspace. */
async function composeChecked(
  db: Db,
  ws: Awaited<ReturnType<typeof workspaceForUser>>,
  activityIds: number[],
  taskIds: number[],
) {
  const content = await repo.compose(db, ws, { activityIds, taskIds });
  if (content.activities.length !== activityIds.length)
    throw badInput('body/activity_ids', 'must be activities of this workspace');
  if (content.tasks.length !== taskIds.length)
    throw badInput('body/task_ids', 'must be tasks of this workspace');
  return content;
}

export async function createDraft(
  db: Db,
  user: CurrentUser,
  body: CreateReportBody,
): Promise<ServiceReportView> {
  const ws = await workspaceToChange(db, user, body.workspace_id);
  assertRecording('body/recording', body.recording);
  const all = await repo.compose(db, ws, { activityIds: null, taskIds: null });
  const activityIds = body.activity_ids ?? all.activities.map((a) => a.id);
  const taskIds = body.task_ids ?? all.tasks.map((t) => t.id);
  const content = await composeChecked(db, ws, activityIds, taskIds);
  const id = await repo.insertReport(db, {
    workspaceId: ws.id,
    vin: ws.vin,
    bikeShopId: ws.bikeShopId,
    title: body.title?.trim() || `Service report ${ws.vin}`,
    summary: body.summary ?? '',
    selection: { activity_ids: activityIds, task_ids: taskIds },
    content,
    recording: body.recording ?? null,
    createdBy: user.id,
  });
  return (await repo.findReport(db, { id }))!;
}

/** A report of the dealer's own shop, for changes. */
async function ownReport(db: Db, user: CurrentUser, id: number) {
  const report = await repo.findReport(db, { id });
  if (!report || report.bike_shop_id !== ownShopId(user)) throw notFound();
  return report;
}

export async function updateDraft(
  db: Db,
  user: CurrentUser,
  id: number,
  body: UpdateReportBody,
): Promise<ServiceReportView> {
  const report = await ownReport(db, user, id);
  if (report.status === 'published') throw published();
  const ws = await workspaceToChange(db, user, report.workspace_id);
  assertRecording('body/recording', body.recording);
  const activityIds = body.activity_ids ?? report.activity_ids;
  const taskIds = body.task_ids ?? report.task_ids;
  const content = await composeChecked(db, ws, activityIds, taskIds);
  await repo.updateReport(db, id, {
    title: body.title?.trim() ?? report.title,
    summary: body.summary ?? report.summary,
    selection: { activity_ids: activityIds, task_ids: taskIds },
    content,
    // Left out of the body: the attached recording stays as it is.
    ...(body.recording !== undefined ? { recording: body.recording } : {}),
  });
  return (await repo.findReport(db, { id }))!;
}

export async function publish(db: Db, user: CurrentUser, id: number): Promise<ServiceReportView> {
  const report = await ownReport(db, user, id);
  if (report.status === 'published') throw published();
  const ws = await workspaceToChange(db, user, report.workspace_id);
  // Comments may have been added since the last save: the published version is composed now.
  const content = await repo.compose(db, ws, { activityIds: report.activity_ids, taskIds: report.task_ids });
  const now = new Date();
  await repo.updateReport(db, id, {
    status: 'published',
    publicId: randomBytes(12).toString('base64url'),
    content,
    publishedBy: user.id,
    publishedAt: now,
    updatedAt: now,
  });
  return (await repo.findReport(db, { id }))!;
}

async function visible(db: Db, user: CurrentUser, report: ServiceReportView | null) {
  if (!report || !(await visibleShopIds(db, user)).includes(report.bike_shop_id)) throw notFound();
  return report;
}

export async function getReport(db: Db, user: CurrentUser, id: number) {
  return visible(db, user, await repo.findReport(db, { id }));
}

export async function getPublished(db: Db, user: CurrentUser, publicId: string) {
  return visible(db, user, await repo.findReport(db, { publicId }));
}
