// Full-diagnosis results kept on the device (portal-spec §3: the full diagnosis info list, each entry
// with lastPerformTimeStamp), under StorageKey.fullDiagnosisInfoList. Entries older than 7 days are
// purged whenever the list is read or written; the list survives logout (StorageKeysKeptOnLogout).
import { FULL_DIAGNOSIS_RETENTION_DAYS, StorageKey, type DiagnosisStatus } from '@dealer/contracts';
import { readJson, writeJson } from '../../lib/storage.ts';
import type { HealthBandName } from './service-tool-types.ts';

export const DIAGNOSIS_STAGES = [
  'identification',
  'errorCodes',
  'battery',
  'firmware',
  'usage',
  'tasks',
] as const;
export type DiagnosisStage = (typeof DIAGNOSIS_STAGES)[number];

export interface StageFinding {
  /** A message key of the finding, with its values. */
  key: string;
  vars?: Record<string, string | number>;
  status: DiagnosisStatus;
}

export interface StageResult {
  stage: DiagnosisStage;
  status: DiagnosisStatus;
  findings: StageFinding[];
}

export interface FullDiagnosisEntry {
  vin: string;
  workspaceId: number;
  /** When the diagnosis finished (ms since the epoch). */
  lastPerformTimeStamp: number;
  healthScore: number | null;
  healthBand: HealthBandName | null;
  stages: StageResult[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_ENTRIES = 100;

export function purgeOld(list: readonly FullDiagnosisEntry[], now = Date.now()): FullDiagnosisEntry[] {
  const limit = now - FULL_DIAGNOSIS_RETENTION_DAYS * DAY_MS;
  return list.filter((e) => typeof e?.lastPerformTimeStamp === 'number' && e.lastPerformTimeStamp >= limit);
}

/** Every kept entry, newest first (old ones purged from storage on the way). */
export function readHistory(now = Date.now()): FullDiagnosisEntry[] {
  const raw = readJson<FullDiagnosisEntry[]>(StorageKey.fullDiagnosisInfoList);
  const list = Array.isArray(raw) ? raw : [];
  const kept = purgeOld(list, now);
  if (kept.length !== list.length) writeJson(StorageKey.fullDiagnosisInfoList, kept);
  return [...kept].sort((a, b) => b.lastPerformTimeStamp - a.lastPerformTimeStamp);
}

export function addToHistory(entry: FullDiagnosisEntry, now = Date.now()): FullDiagnosisEntry[] {
  const next = [entry, ...readHistory(now)].slice(0, MAX_ENTRIES);
  writeJson(StorageKey.fullDiagnosisInfoList, next);
  return next;
}

export const historyOf = (vin: string, now = Date.now()) => readHistory(now).filter((e) => e.vin === vin);

/** The worst status of a set: fail before skip before pass. */
export function worst(statuses: readonly DiagnosisStatus[]): DiagnosisStatus {
  if (statuses.includes('fail')) return 'fail';
  if (statuses.length > 0 && statuses.every((s) => s === 'skip')) return 'skip';
  return 'pass';
}
