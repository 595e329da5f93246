// The steps of the connect-bike flow (ConnectBikeFlow.tsx) and what a connect carries over a retry.
import type { WorkspaceSuggestion } from './api/suggest-workspace.ts';
import type { ConnectResult, ConnectStage } from './connect-procedure.ts';

export type Step =
  | { name: 'resume' }
  | { name: 'notice' }
  | { name: 'method' }
  | { name: 'identify'; error?: string }
  | { name: 'workspace'; vin: string; previous: WorkspaceSuggestion['workspace'] }
  | { name: 'connecting'; stage: ConnectStage }
  | { name: 'takeOver'; vin: string; workspaceId: number | undefined; how: Identified; error: unknown }
  | { name: 'mismatch'; result: ConnectResult }
  | { name: 'connected'; result: ConnectResult }
  | { name: 'unknown'; vin: string; frameNumber: string; result: ConnectResult | null }
  | { name: 'sent' };

// Settled before: this browser's open workspace, or one with a health score (only a matched bike is read).
export type Identified = { frameConfirmed?: boolean; settledBefore?: boolean; takeOver?: boolean };
