// "What to do next": the most urgent open task and the screen that resolves it; none open → the
// full diagnosis (nothing known to fix, so look deeper).
import { type ServiceToolPage, type Task, byUrgency, TASK_PAGE } from '../../domain/service-tool/index.ts';

export interface NextStep {
  task: Task | null;
  page: ServiceToolPage;
}

export function nextStep(tasks: readonly Task[] | undefined): NextStep {
  const open = (tasks ?? []).filter((t) => t.status === 'in_progress').sort(byUrgency);
  const first = open[0];
  return first ? { task: first, page: TASK_PAGE[first.task_type] } : { task: null, page: 'fullDiagnosis' };
}
