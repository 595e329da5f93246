// The stored TUF metadata (table tuf_metadata): each role's versions as served, the newest current.
// Reading parses with @tufjs/models, so what we sign and what a client reads are one model.
import { Metadata, MetadataKind } from '@tufjs/models';
import type { Root, Snapshot, Targets, Timestamp } from '@tufjs/models';
type JSONObject = Parameters<typeof Metadata.fromJSON>[1];
import type { Db } from '../../../db/database.ts';
import * as repo from './tuf-metadata.repository.ts';
import type { TufRole } from './tuf-keys.ts';

type Signed = { root: Root; targets: Targets; snapshot: Snapshot; timestamp: Timestamp };
export type Stored<R extends TufRole> = { body: string; metadata: Metadata<Signed[R]> };

const KIND = {
  root: MetadataKind.Root,
  targets: MetadataKind.Targets,
  snapshot: MetadataKind.Snapshot,
  timestamp: MetadataKind.Timestamp,
} as const;

function parse<R extends TufRole>(role: R, body: string): Stored<R> {
  // The overloads of fromJSON take one kind each; the role names which.
  const metadata = Metadata.fromJSON(
    KIND[role] as MetadataKind.Root,
    JSON.parse(body) as JSONObject,
  ) as unknown;
  return { body, metadata: metadata as Metadata<Signed[R]> };
}

/** The current (newest) metadata of a role, or undefined when the repository has none. */
export async function current<R extends TufRole>(db: Db, role: R): Promise<Stored<R> | undefined> {
  const body = await repo.newestMetadataBody(db, role);
  return body === undefined ? undefined : parse(role, body);
}

/** The served text of one version of a role (consistent snapshots name the version). */
export async function bodyOf(db: Db, role: TufRole, version: number): Promise<string | undefined> {
  return repo.metadataBody(db, role, version);
}

/**
 * Stores a signed version; false when that version exists already (another process renewed the
 * same role at the same moment: its version stands).
 */
export async function store(db: Db, role: TufRole, metadata: Metadata<Signed[TufRole]>): Promise<boolean> {
  return repo.insertMetadataVersion(db, {
    role,
    version: metadata.signed.version,
    body: JSON.stringify(metadata.toJSON()),
    expires: new Date(metadata.signed.expires),
  });
}

/** TUF's expiry format: ISO 8601 in UTC without fractions of a second. */
export const tufTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const SPEC_VERSION = '1.0.31';

/**
 * For the portal's firmware screen: who signed the current targets (the ceremony's names of the
 * keys) and when the chain that vouches for them expires first. Undefined without a repository.
 */
export async function repositoryStatus(db: Db) {
  const chain = [
    await current(db, 'root'),
    await current(db, 'targets'),
    await current(db, 'snapshot'),
    await current(db, 'timestamp'),
  ];
  const targets = chain[1];
  if (chain.some((m) => !m) || !targets) return undefined;
  const keyids = Object.keys(targets.metadata.signatures);
  const holders = await repo.keyHoldersOf(db, keyids);
  const validUntil = chain.map((m) => m!.metadata.signed.expires).sort()[0]!;
  return {
    targets_version: targets.metadata.signed.version,
    signed_by: keyids.map((k) => holders.find((h) => h.keyid === k)?.holder ?? k.slice(0, 12)),
    valid_until: new Date(validUntil).toISOString(),
  };
}
