// The bike's last full diagnosis on this computer (portal-spec §3 keeps it on the device), in the
// shape the claim API keeps (docs/decisions/1400): it travels with the claim as evidence.
import type { CreateClaim } from '../../lib/claims/claim-calls.ts';
import { historyOf } from '../../lib/service-tool/full-diagnosis-history.ts';

export type ClaimDiagnosis = NonNullable<CreateClaim['diagnosis']>;

export function lastDiagnosis(vin: string, now = Date.now()): ClaimDiagnosis | null {
  const entry = historyOf(vin, now)[0];
  if (!entry) return null;
  return {
    performed_at: new Date(entry.lastPerformTimeStamp).toISOString(),
    health_score: entry.healthScore,
    health_band: entry.healthBand,
    stages: entry.stages.map((s) => ({
      stage: s.stage,
      status: s.status,
      findings: s.findings.slice(0, 60).map((f) => ({
        key: f.key,
        status: f.status,
        ...(f.vars ? { vars: f.vars } : {}),
      })),
    })),
  };
}
