// Per-process cache of the catalogue facts every reload needs but that change only when the
// manufacturer publishes (bundle rules, newest firmware per part spec and board). A short TTL keeps
// several API processes consistent without a message bus; a reload is the hot path, these are not.
import type { FirmwareKind } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import { bundleRules, offeredFirmwareImages } from './catalogue-facts.repository.ts';
import { versionRank } from '../task-engine/version.ts';

const TTL_MS = 60_000;

/** The kinds a task compares against what is installed (catalogue-facts.repository.ts selects only these). */
type OfferedKind = Extract<FirmwareKind, 'application' | 'font' | 'icon'>;
export type LatestFirmware = Map<string, Partial<Record<OfferedKind, string>>>;
export interface BundleRuleFacts {
  allowed: Set<string>;
  requiredCommunicating: Map<string, string>;
}

interface Entry<T> {
  at: number;
  value: Promise<T>;
}
const firmwareCache = new WeakMap<Db, Entry<LatestFirmware>>();
const rulesCache = new WeakMap<Db, Map<number, Entry<BundleRuleFacts>>>();

async function loadLatestFirmware(db: Db): Promise<LatestFirmware> {
  const images = await offeredFirmwareImages(db);
  const latest: LatestFirmware = new Map();
  for (const img of images) {
    for (const hw of img.hw) {
      const key = `${img.code}|${hw}`;
      const entry = latest.get(key) ?? {};
      const kind = img.kind as OfferedKind;
      if (versionRank(img.version) > versionRank(entry[kind] ?? '')) entry[kind] = img.version;
      latest.set(key, entry);
    }
  }
  return latest;
}

async function loadRules(db: Db, bikeSpecId: number): Promise<BundleRuleFacts> {
  const rules = await bundleRules(db, bikeSpecId);
  return {
    allowed: new Set(rules.map((r) => r.code)),
    requiredCommunicating: new Map(
      rules.filter((r) => r.required && r.protocol !== 'no_communication').map((r) => [r.code, r.partType]),
    ),
  };
}

function fresh<T>(entry: Entry<T> | undefined, load: () => Promise<T>, forget: () => void): Entry<T> {
  if (entry && Date.now() - entry.at < TTL_MS) return entry;
  const value = load();
  // A failed load is not kept: the next call tries again.
  value.catch(forget);
  return { at: Date.now(), value };
}

/**
 * `key` is the app's database (the cache's scope); `via` runs the load, so a caller inside a
 * transaction loads through it (PGlite has one connection and would wait on itself otherwise).
 */
export function latestFirmware(key: Db, via: Db = key): Promise<LatestFirmware> {
  const entry = fresh(
    firmwareCache.get(key),
    () => loadLatestFirmware(via),
    () => firmwareCache.delete(key),
  );
  firmwareCache.set(key, entry);
  return entry.value;
}

export function bundleRuleFacts(key: Db, via: Db, bikeSpecId: number): Promise<BundleRuleFacts> {
  const perDb = rulesCache.get(key) ?? new Map<number, Entry<BundleRuleFacts>>();
  rulesCache.set(key, perDb);
  const entry = fresh(
    perDb.get(bikeSpecId),
    () => loadRules(via, bikeSpecId),
    () => perDb.delete(bikeSpecId),
  );
  perDb.set(bikeSpecId, entry);
  return entry.value;
}
