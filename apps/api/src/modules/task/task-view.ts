// Serialising tasks and the task_info summary of a workspace.
import type { Static } from 'typebox';
import type { TaskType } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import type { TaskRow } from './task.repository.ts';
import { tasksOfWorkspace } from './task-detail.repository.ts';
import type { StatusRatioSchema, TaskInfoSchema, TaskSchema } from './task.schemas.ts';

export function toTask(t: TaskRow): Static<typeof TaskSchema> {
  return {
    id: t.id,
    workspace_id: t.workspaceId,
    task_type: t.taskType as TaskType,
    level: t.level,
    rule_type: t.ruleType,
    part_type: t.partType,
    status: t.status,
    detail: t.detail,
    score_penalty: t.scorePenalty,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
    completed_at: t.completedAt?.toISOString() ?? null,
  };
}

export function statusRatio(tasks: readonly { status: string }[]): Static<typeof StatusRatioSchema> {
  const count = (s: string) => tasks.filter((t) => t.status === s).length;
  const in_progress = count('in_progress');
  const completed = count('completed');
  const removed = count('removed');
  return {
    in_progress,
    completed,
    removed,
    total: tasks.length,
    completed_ratio: in_progress + completed === 0 ? 1 : completed / (in_progress + completed),
  };
}

export async function taskInfo(db: Db, workspaceId: number): Promise<Static<typeof TaskInfoSchema>> {
  const rows = await tasksOfWorkspace(db, workspaceId);
  return { task_list: rows.map(toTask), status_ratio: statusRatio(rows) };
}
