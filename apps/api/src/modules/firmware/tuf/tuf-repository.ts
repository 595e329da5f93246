// The operator's part of the TUF repository (docs/decisions/3000): the root (which keys may sign
// which role, and how many must) and the targets (one target per offered image), both signed with
// offline key files the operator holds. Each change is checked against the current root with
// @tufjs/models' own verifyDelegate — exactly what tuf-js does on the bridge — before it is stored,
// so a command never publishes metadata a client would refuse. The online roles follow at once.
import { Metadata, Root, TargetFile, Targets } from '@tufjs/models';
// Role is not re-exported by the package's index; its own module is the public class.
import { Role } from '@tufjs/models/dist/role.js';
import type { Db } from '../../../db/database.ts';
import { offeredImages, saveKeyHolder } from './tuf-metadata.repository.ts';
import { signerOf, type OfflineKey, type TufSigningKey } from './tuf-keys.ts';
import { onlineKey, renewOnline, replaceOnlineKeys } from './tuf-online.ts';
import { SPEC_VERSION, current, store, tufTime } from './tuf-store.ts';

/** A refusal the operator can act on; nothing was stored. */
export class TufRepositoryError extends Error {}

const DAY = 86_400_000;
const ROOT_LIFETIME_DAYS = 365;
const TARGETS_LIFETIME_DAYS = 90;

/** The target path of an image: part, kind, version (consistent snapshots prefix the file's hash). */
const targetPath = (partSpecCode: string, kind: string, version: string) =>
  `${partSpecCode}/${kind}/${version}.bin`;

/** Every offered (not withdrawn) image as a target: length, SHA-256 and what the bridge checks. */
async function offeredTargets(db: Db): Promise<Record<string, TargetFile>> {
  const rows = await offeredImages(db);
  const targets: Record<string, TargetFile> = {};
  for (const r of rows) {
    const path = targetPath(r.code, r.kind, r.version);
    const custom = {
      firmware_id: r.id,
      part_spec_code: r.code,
      kind: r.kind,
      version: r.version,
      hardware_versions: r.hardwareVersions,
      security_version: r.securityVersion,
    };
    targets[path] = new TargetFile({
      path,
      length: r.size,
      hashes: { sha256: r.sha256 },
      unrecognizedFields: { custom },
    });
  }
  return targets;
}

/** Signs metadata with the given keys and checks the delegating root accepts it (threshold, keys). */
function signChecked<T extends Root | Targets>(
  md: Metadata<T>,
  keys: TufSigningKey[],
  checkers: Metadata<Root>[],
  role: 'root' | 'targets',
): Metadata<T> {
  for (const k of keys) md.sign(signerOf(k), true);
  for (const root of checkers) {
    try {
      root.verifyDelegate(role, md);
    } catch (e) {
      const need = root.signed.roles[role]?.threshold;
      throw new TufRepositoryError(
        `the ${role} keys given do not meet root version ${root.signed.version}'s threshold of ${need} for ${role} (${e instanceof Error ? e.message : String(e)})`,
      );
    }
  }
  return md;
}

/** A new version of targets listing every offered image, signed offline; snapshot and timestamp follow. */
export async function signTargets(
  db: Db,
  keys: OfflineKey[],
  now = new Date(),
  expires = new Date(now.getTime() + TARGETS_LIFETIME_DAYS * DAY),
): Promise<number> {
  const root = await current(db, 'root');
  if (!root) throw new TufRepositoryError('the repository has no root yet: run tuf-init first');
  const previous = await current(db, 'targets');
  const md = new Metadata(
    new Targets({
      version: (previous?.metadata.signed.version ?? 0) + 1,
      specVersion: SPEC_VERSION,
      expires: tufTime(expires),
      targets: await offeredTargets(db),
    }),
  );
  signChecked(md, keys, [root.metadata], 'targets');
  if (!(await store(db, 'targets', md)))
    throw new TufRepositoryError('another operator signed targets at the same moment: run the command again');
  await renewOnline(db, now);
  return md.signed.version;
}

export interface RootRequest {
  rootKeys: OfflineKey[];
  rootThreshold: number;
  /** The public halves are what the root names; the private halves sign targets right after. */
  targetsKeys: OfflineKey[];
  targetsThreshold: number;
  expires?: Date;
  targetsExpires?: Date;
}

async function buildRoot(db: Db, version: number, req: RootRequest, now: Date): Promise<Metadata<Root>> {
  if (req.rootThreshold < 1 || req.rootThreshold > req.rootKeys.length)
    throw new TufRepositoryError(
      `a root threshold of ${req.rootThreshold} needs at least that many root keys`,
    );
  if (req.targetsThreshold < 1 || req.targetsThreshold > req.targetsKeys.length)
    throw new TufRepositoryError(
      `a targets threshold of ${req.targetsThreshold} needs at least that many targets keys`,
    );
  const online = { snapshot: await onlineKey(db, 'snapshot'), timestamp: await onlineKey(db, 'timestamp') };
  const root = new Root({
    version,
    specVersion: SPEC_VERSION,
    expires: tufTime(req.expires ?? new Date(now.getTime() + ROOT_LIFETIME_DAYS * DAY)),
    consistentSnapshot: true,
    roles: {
      root: new Role({ keyIDs: [], threshold: req.rootThreshold }),
      targets: new Role({ keyIDs: [], threshold: req.targetsThreshold }),
      snapshot: new Role({ keyIDs: [], threshold: 1 }),
      timestamp: new Role({ keyIDs: [], threshold: 1 }),
    },
  });
  for (const k of req.rootKeys) root.addKey(k.key, 'root');
  for (const k of req.targetsKeys) root.addKey(k.key, 'targets');
  root.addKey(online.snapshot.key, 'snapshot');
  root.addKey(online.timestamp.key, 'timestamp');
  for (const k of [...req.rootKeys, ...req.targetsKeys]) await saveKeyHolder(db, k.keyid, k.holder);
  return new Metadata(root);
}

/** The key ceremony's result: root version 1, then targets of the current catalogue. */
export async function initRepository(db: Db, req: RootRequest, now = new Date()): Promise<Metadata<Root>> {
  if (await current(db, 'root'))
    throw new TufRepositoryError('the repository has a root already: rotate keys with tuf-rotate instead');
  const md = await buildRoot(db, 1, req, now);
  signChecked(md, req.rootKeys, [md], 'root');
  await store(db, 'root', md);
  await signTargets(db, req.targetsKeys, now, req.targetsExpires);
  return md;
}

export interface RotateRequest extends RootRequest {
  /** Keys of the current root that sign the new one (at least its threshold). */
  oldRootKeys: OfflineKey[];
  /** New online keys too (the API's database may have been read). */
  renewOnlineKeys?: boolean;
}

/** A new root version, signed by the old root's threshold and the new one's; then targets again. */
export async function rotateRoot(db: Db, req: RotateRequest, now = new Date()): Promise<Metadata<Root>> {
  const old = await current(db, 'root');
  if (!old) throw new TufRepositoryError('the repository has no root yet: run tuf-init first');
  if (req.renewOnlineKeys) await replaceOnlineKeys(db);
  const md = await buildRoot(db, old.metadata.signed.version + 1, req, now);
  const signers = new Map([...req.oldRootKeys, ...req.rootKeys].map((k) => [k.keyid, k]));
  signChecked(md, [...signers.values()], [old.metadata, md], 'root');
  if (!(await store(db, 'root', md)))
    throw new TufRepositoryError('another operator rotated the root at the same moment');
  await signTargets(db, req.targetsKeys, now);
  return md;
}
