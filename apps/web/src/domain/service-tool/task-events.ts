// Task events: what changed between two task lists (a task opened, completed or reopened), shown in
// the layout's event list after every reload.
import type { Task } from './service-tool-types.ts';

type TaskEventKind = 'opened' | 'completed' | 'reopened' | 'removed';
export interface TaskEvent {
  id: string;
  kind: TaskEventKind;
  task: Task;
  at: number;
}

export function diffTasks(
  previous: readonly Task[] | null,
  next: readonly Task[],
  at = Date.now(),
): TaskEvent[] {
  const before = new Map((previous ?? []).map((t) => [t.id, t]));
  const events: TaskEvent[] = [];
  for (const task of next) {
    const old = before.get(task.id);
    let kind: TaskEventKind | null = null;
    if (!old) kind = task.status === 'in_progress' ? 'opened' : null;
    else if (old.status !== task.status)
      kind = task.status === 'completed' ? 'completed' : task.status === 'removed' ? 'removed' : 'reopened';
    if (kind) events.push({ id: `${task.id}-${kind}-${at}`, kind, task, at });
  }
  return events;
}

export const openTasks = (tasks: readonly Task[] | undefined) =>
  (tasks ?? []).filter((t) => t.status === 'in_progress');
