// Attaching a recording (decision 1776) through the calls the report and claim screens use: the
// workspace's newest draft report gets it (a new draft when there is none, named apart from a
// published one, decision 2846); a claim of the bike
// gets it while the dealer may still change it (draft, or sent back for revision), through the claim
// screens' own update (useUpdateClaim).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClaimEditable, type LiveRecording } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';
import { claimKey } from '../../../domain/claims/index.ts';

/**
 * Where a recording would go: the workspace's newest draft report, or — with none — a new draft; a
 * published report is named, as it cannot take the recording (issue 28 point 14: no silent second
 * report of the same title).
 */
export async function reportTarget(workspaceId: number) {
  const source = await apiRequest('get', '/api/service_report/workspace/{id}', {
    params: { id: workspaceId },
  });
  // Reports come newest first: the recording joins the draft the technician is writing.
  const draft = source.reports.find((r) => r.status === 'draft');
  const published = source.reports.find((r) => r.status !== 'draft');
  return { draft: draft ?? null, published: draft ? null : (published ?? null) };
}

export function useAttachToReport(workspaceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (to: { recording: LiveRecording; draftId: number | null; title?: string }) =>
      to.draftId
        ? apiRequest('patch', '/api/service_report/{id}', {
            params: { id: to.draftId },
            body: { recording: to.recording },
          })
        : apiRequest('post', '/api/service_report/', {
            body: {
              workspace_id: workspaceId,
              recording: to.recording,
              ...(to.title ? { title: to.title } : {}),
            },
          }),
    // The report screens read these keys (service-report feature): they show the recording at once.
    onSuccess: () => client.invalidateQueries({ queryKey: ['service-report'] }),
  });
}

/** The bike's claims the dealer may still change, newest first. */
export const useEditableClaims = (vin: string, enabled: boolean) =>
  useQuery({
    queryKey: [...claimKey, 'editable', vin],
    queryFn: async () => {
      const page = await apiRequest('get', '/api/claim', { query: { vin, page_size: 100 } });
      return page.items.filter((c) => ClaimEditable.includes(c.status));
    },
    enabled: enabled && vin !== '',
    staleTime: 0,
  });
