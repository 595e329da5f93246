// POST /api/bike/{vin}/diagnosis: keeps a finished run on the server for the bike's record; the
// device's fullDiagnosisInfoList stays the spec's seven-day cache. Posting a run twice keeps it once.
import { apiRequest } from '../../../lib/api/client.ts';
import { worst, type FullDiagnosisEntry } from '../../../domain/service-tool/index.ts';

export const postDiagnosis = (entry: FullDiagnosisEntry) =>
  apiRequest('post', '/api/bike/{vin}/diagnosis', {
    params: { vin: entry.vin },
    body: {
      workspace_id: entry.workspaceId,
      performed_at: new Date(entry.lastPerformTimeStamp).toISOString(),
      status: worst(entry.stages.map((s) => s.status)),
      health_score: entry.healthScore,
      health_band: entry.healthBand,
      stages: entry.stages,
    },
  });
