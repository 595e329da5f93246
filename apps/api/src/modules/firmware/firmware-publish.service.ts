// Changing the firmware catalogue: an operator publishes a new image or withdraws one
// (`npm run firmware -w apps/api`, docs/decisions/1510). Each change is checked in full before
// anything is written, then made and recorded in the audit log in one transaction, so an entry
// exists exactly when the change does.
import { FirmwareKind, FrameKind, MAX_FIRMWARE_IMAGE_BYTES } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import { signingKey } from '../../identity/keys.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { signedCatalogueRow, versionRank } from './firmware-signing.ts';
import * as repo from './firmware-catalogue.repository.ts';
import type { CatalogueEntry } from './firmware-catalogue.repository.ts';

/** A refusal the operator can act on; nothing was written. */
export class FirmwareCatalogueError extends Error {}

export interface PublishRequest {
  partSpecCode: string;
  kind: string;
  version: string;
  hardwareVersions: string[];
  releaseNote?: string;
  image: Buffer;
  /** Anti-rollback counter (TUF target custom); defaults to the part and kind's highest, never lower. */
  securityVersion?: number;
}

// Up to three numbers without leading zeros, each below 1000: exactly what versionRank orders
// (major·10⁶ + minor·10³ + patch), so the catalogue's "newest" is never ambiguous. Frames use one
// number ("3"), applications x.y.z.
const VERSION = /^(0|[1-9]\d{0,2})(\.(0|[1-9]\d{0,2})){0,2}$/;

const MiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Refuses an image the bridge would refuse: empty, or larger than its manifest schema allows. */
export function checkImageSize(bytes: number): void {
  if (bytes === 0) throw new FirmwareCatalogueError('the image file is empty');
  if (bytes > MAX_FIRMWARE_IMAGE_BYTES)
    throw new FirmwareCatalogueError(
      `the image is ${MiB(bytes)}; the catalogue takes at most ${MiB(MAX_FIRMWARE_IMAGE_BYTES)} (the bridge refuses larger images)`,
    );
}

/** The checks that need no database: kind, version, boards and size. */
function checkRequest(req: PublishRequest): { kind: FirmwareKind; hardwareVersions: string[] } {
  const kind = FirmwareKind.find((k) => k === req.kind);
  if (!kind)
    throw new FirmwareCatalogueError(`unknown kind "${req.kind}" (one of ${FirmwareKind.join(', ')})`);
  if (!VERSION.test(req.version))
    throw new FirmwareCatalogueError(
      `malformed version "${req.version}": up to three numbers 0–999 without leading zeros, e.g. 5.4.0`,
    );
  const hardwareVersions = [...new Set(req.hardwareVersions.map((h) => h.trim()))];
  if (hardwareVersions.length === 0 || hardwareVersions.includes(''))
    throw new FirmwareCatalogueError('name at least one hardware version, e.g. --hardware 1.0,1.1');
  checkImageSize(req.image.length);
  return { kind, hardwareVersions };
}

/** Which kinds a part can take: the connector has its own, only a display takes frames. */
function kindProblem(partType: string, protocol: string, kind: FirmwareKind): string | undefined {
  if (protocol === 'no_communication') return 'does not communicate, so it takes no firmware';
  if ((partType === 'dongle') !== (kind === 'connector'))
    return partType === 'dongle'
      ? 'is a connector: its images are of kind connector'
      : 'is not a connector: only the connector (dongle) takes connector images';
  if ((FrameKind as readonly string[]).includes(kind) && partType !== 'hmi')
    return `is a ${partType}: only a display (hmi) takes ${kind} frames`;
  return undefined;
}

/** Signs and stores a new image and records `publish`; returns the new catalogue entry. */
export async function publishFirmware(
  db: Db,
  actor: AuditActor | null,
  req: PublishRequest,
  releasedAt = new Date(),
): Promise<CatalogueEntry> {
  const { kind, hardwareVersions } = checkRequest(req);
  return db.transaction(async (tx) => {
    const part = await repo.partSpecByCode(tx, req.partSpecCode);
    if (!part) throw new FirmwareCatalogueError(`unknown part spec code "${req.partSpecCode}"`);
    const problem = kindProblem(part.partType, part.protocolType, kind);
    if (problem) throw new FirmwareCatalogueError(`${part.code} ${problem}`);
    const unknownBoards = hardwareVersions.filter((h) => !part.hardwareVersions.includes(h));
    if (unknownBoards.length)
      throw new FirmwareCatalogueError(
        `${part.code} has no hardware version ${unknownBoards.join(', ')} (it has ${part.hardwareVersions.join(', ') || 'none'})`,
      );
    // The same rank is the same version to every comparison ("2.5" and "2.5.0"); a withdrawn
    // version stays taken, so a version's bytes never change once they were offered.
    const rank = versionRank(req.version);
    const taken = await repo.imageWithVersionRank(tx, part.id, kind, rank);
    if (taken)
      throw new FirmwareCatalogueError(
        `${part.code} ${kind} ${taken.version} is already published${taken.withdrawnAt ? ' (and withdrawn)' : ''}; publish a new version`,
      );
    const highest = await repo.highestSecurityVersion(tx, part.id, kind);
    if (req.securityVersion !== undefined && req.securityVersion < highest)
      throw new FirmwareCatalogueError(
        `security version ${req.securityVersion} is below ${part.code} ${kind}'s highest, ${highest}: it never goes down`,
      );
    const key = await signingKey(tx, 'firmware');
    const row = signedCatalogueRow(
      {
        partSpecId: part.id,
        partSpecCode: part.code,
        kind,
        version: req.version,
        hardwareVersions,
        image: req.image,
        releaseNote: req.releaseNote ?? '',
        releasedAt,
      },
      key,
    );
    // A second operator publishing the same version at the same moment meets the unique key.
    const entry = await repo.insertCatalogueEntry(tx, {
      ...row,
      securityVersion: req.securityVersion ?? highest,
    });
    if (!entry) throw new FirmwareCatalogueError(`${part.code} ${kind} ${req.version} is already published`);
    await recordAudit(tx, {
      actor,
      subject: 'firmware',
      subjectId: entry.id,
      action: 'publish',
      // The catalogue is the manufacturer's, not a region's.
      regionId: null,
      after: entry,
    });
    return entry;
  });
}

/** Stops offering an image (the row stays) and records `withdraw`; returns the withdrawn entry. */
export async function withdrawFirmware(
  db: Db,
  actor: AuditActor | null,
  id: number,
  at = new Date(),
): Promise<CatalogueEntry> {
  return db.transaction(async (tx) => {
    const before = await repo.catalogueEntryById(tx, id);
    if (!before) throw new FirmwareCatalogueError(`no firmware image with id ${id}`);
    // Only an offered image can be withdrawn; the condition also settles two operators at once.
    const after = await repo.withdrawCatalogueEntry(tx, id, at);
    if (!after)
      throw new FirmwareCatalogueError(
        `firmware image ${id} was already withdrawn on ${(before.withdrawnAt ?? at).toISOString()}`,
      );
    await recordAudit(tx, {
      actor,
      subject: 'firmware',
      subjectId: id,
      action: 'withdraw',
      regionId: null,
      before,
      after,
    });
    return after;
  });
}
