// After the firmware job finished (seen live, after a reload, or in another window): record each
// finished item once (the first browser to claim it), then read the bike again to verify the versions,
// reload the tasks and open the activity-complete dialog — what the page did itself before the job
// belonged to the bridge (decision 2801). Returns, per item key, whether the re-read confirmed it.
import { installedVersionOf } from '@dealer/contracts';
import { useEffect, useRef, useState } from 'react';
import { queryClient } from '../../lib/api/query-client.ts';
import { showSecurityWarning } from '../../lib/bridge/bridge-error-reactions.ts';
import { t } from '../../lib/i18n/i18n.ts';
import {
  explainFailure,
  isTampering,
  reactToServiceToolError,
  openActivityDialog,
  reloadTasks,
  serviceToolSnapshot,
  type ActivityRecord,
} from '../../domain/service-tool/index.ts';
import { claimRecord, itemError, notesOf, planItem, type FirmwareJob } from './firmware-job.ts';
import { recordItem } from './run-updates.ts';

export function useJobOutcome(job: FirmwareJob | null): Record<string, boolean> {
  const [verified, setVerified] = useState<{ jobId: string; map: Record<string, boolean> } | null>(null);
  const settled = useRef<string | null>(null);
  useEffect(() => {
    if (!job || job.state !== 'finished' || settled.current === job.id) return;
    settled.current = job.id;
    if (!job.items.some((i) => (i.state === 'done' || i.state === 'failed') && !i.recorded)) return;
    void settle(job).then((map) => map && setVerified({ jobId: job.id, map }));
  }, [job]);
  return verified && verified.jobId === job?.id ? verified.map : {};
}

async function settle(job: FirmwareJob): Promise<Record<string, boolean> | null> {
  const records: { done: boolean; record: ActivityRecord }[] = [];
  for (const jobItem of job.items) {
    if (jobItem.recorded || (jobItem.state !== 'done' && jobItem.state !== 'failed')) continue;
    const notes = notesOf(jobItem);
    if (!notes || !(await claimRecord(job.id, jobItem.key).catch(() => false))) continue;
    const record = await recordItem(notes, jobItem).catch(() => null);
    if (record) records.push({ done: jobItem.state === 'done', record });
  }
  if (records.length === 0) return null;
  const failed = job.items.find((i) => i.state === 'failed');
  const why = failed ? explainFailure(itemError(failed)) : null;
  if (why && isTampering(why)) showSecurityWarning();
  const doneItems = job.items.filter((i) => i.state === 'done');
  if (why?.connectionEnded || doneItems.length === 0) return {};
  try {
    // Verification: read the bike again; each updated component must report the new version.
    const events = await reloadTasks();
    const after = serviceToolSnapshot().reading?.basicInfo.components ?? [];
    const map = Object.fromEntries(
      doneItems.map((jobItem) => {
        const item = planItem(jobItem);
        const c = after.find((x) => x.barcode === item.barcode);
        const now = c && installedVersionOf(c, item.kind);
        return [jobItem.key, now === item.to];
      }),
    );
    void queryClient.invalidateQueries({ queryKey: ['firmware', 'updatable'] });
    const last = records.filter((r) => r.done).at(-1);
    if (last)
      openActivityDialog({ kind: 'firmware_update', record: last.record, events, tasksReloaded: true });
    return map;
  } catch (e) {
    reactToServiceToolError(e, { action: t('st.fw.verify') });
    return {};
  }
}
