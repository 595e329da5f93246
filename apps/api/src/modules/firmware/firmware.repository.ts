// Firmware catalogue queries: filtered lists, the newest applicable image for a module, downloads.
// An image an operator withdrew (firmware-publish.service.ts) is no longer offered by any of them.
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { firmwareImages, partSpecs, protocolParts, type FirmwareKind } from '../../db/tables/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { versionRank } from './firmware-signing.ts';

const summaryColumns = {
  id: firmwareImages.id,
  part_spec_id: firmwareImages.partSpecId,
  part_spec_code: partSpecs.code,
  part_type: partSpecs.partType,
  kind: firmwareImages.kind,
  version: firmwareImages.version,
  hardware_versions: firmwareImages.hardwareVersions,
  file_type: firmwareImages.fileType,
  size: firmwareImages.size,
  sha256: firmwareImages.sha256,
  release_note: firmwareImages.releaseNote,
  releasedAt: firmwareImages.releasedAt,
};
type SummaryRow = { id: number; releasedAt: Date };
const toSummary = <T extends SummaryRow>({ releasedAt, ...r }: T) => ({
  ...r,
  released_at: releasedAt.toISOString(),
  download_url: `/api/firmware/${r.id}/image`,
});

export interface FirmwareFilter {
  page: number;
  page_size: number;
  mid?: string | undefined;
  part_spec_id?: number | undefined;
  version?: string | undefined;
  hardware_version?: string | undefined;
  font_version?: string | undefined;
  icon_version?: string | undefined;
}

/** The bus part a module id belongs to; 404000 when the catalogue does not know it. */
async function moduleByMid(db: Db, mid: string) {
  const [part] = await db
    .select({ p: protocolParts, code: partSpecs.code })
    .from(protocolParts)
    .innerJoin(partSpecs, eq(partSpecs.id, protocolParts.partSpecId))
    .where(eq(protocolParts.moduleId, mid.toUpperCase()))
    .limit(1);
  if (!part) throw new AppError(404000, [{ field: 'mid', problem: 'unknown module id' }]);
  return part;
}

export async function listFirmware(db: Db, f: FirmwareFilter) {
  const where: SQL[] = [isNull(firmwareImages.withdrawnAt)];
  if (f.mid) {
    const part = await moduleByMid(db, f.mid);
    where.push(eq(firmwareImages.partSpecId, part.p.partSpecId));
    if (!f.hardware_version)
      where.push(sql`${part.p.hardwareVersion} = ANY(${firmwareImages.hardwareVersions})`);
  }
  if (f.part_spec_id) where.push(eq(firmwareImages.partSpecId, f.part_spec_id));
  if (f.version)
    where.push(
      and(
        eq(firmwareImages.version, f.version),
        inArray(firmwareImages.kind, ['application', 'rescue', 'connector']),
      )!,
    );
  if (f.hardware_version) where.push(sql`${f.hardware_version} = ANY(${firmwareImages.hardwareVersions})`);
  // Frame filters select the HMI frame of that version.
  if (f.font_version)
    where.push(and(eq(firmwareImages.kind, 'font'), eq(firmwareImages.version, f.font_version))!);
  if (f.icon_version)
    where.push(and(eq(firmwareImages.kind, 'icon'), eq(firmwareImages.version, f.icon_version))!);
  const cond = and(...where);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(firmwareImages)
    .where(cond);
  const rows = await db
    .select(summaryColumns)
    .from(firmwareImages)
    .innerJoin(partSpecs, eq(partSpecs.id, firmwareImages.partSpecId))
    .where(cond)
    .orderBy(partSpecs.code, firmwareImages.kind, desc(firmwareImages.versionRank), firmwareImages.id)
    .limit(f.page_size)
    .offset((f.page - 1) * f.page_size);
  return { items: rows.map(toSummary), page: f.page, page_size: f.page_size, total: count?.n ?? 0 };
}

async function newestFor(
  db: Db,
  partSpecId: number,
  hardwareVersion: string,
  kind: FirmwareKind,
  newerThan: string | null,
) {
  const rows = await db
    .select(summaryColumns)
    .from(firmwareImages)
    .innerJoin(partSpecs, eq(partSpecs.id, firmwareImages.partSpecId))
    .where(
      and(
        eq(firmwareImages.partSpecId, partSpecId),
        eq(firmwareImages.kind, kind),
        sql`${hardwareVersion} = ANY(${firmwareImages.hardwareVersions})`,
        isNull(firmwareImages.withdrawnAt),
      ),
    )
    .orderBy(desc(firmwareImages.versionRank))
    .limit(1);
  const best = rows[0];
  if (!best) return null;
  if (newerThan !== null && versionRank(best.version) <= versionRank(newerThan)) return null;
  return toSummary(best);
}

/**
 * What to flash on a module: in the bootloader, the rescue image (whatever the version); otherwise
 * the newest application image and HMI frames newer than what the module runs.
 */
export async function updatable(
  db: Db,
  q: {
    mid: string;
    firmware_version?: string | undefined;
    font_version?: string | undefined;
    icon_version?: string | undefined;
    in_bootloader?: boolean | undefined;
  },
  connector = false,
) {
  const part = await moduleByMid(db, q.mid);
  if (connector !== (part.p.partType === 'dongle'))
    throw new AppError(404000, [
      { field: 'mid', problem: connector ? 'is not a connector' : 'is a connector' },
    ]);
  const hw = part.p.hardwareVersion;
  const current = q.firmware_version ?? part.p.firmwareVersion;
  const updates = [];
  if (q.in_bootloader) {
    const rescue = await newestFor(db, part.p.partSpecId, hw, 'rescue', null);
    if (rescue) updates.push(rescue);
  } else {
    const app = await newestFor(db, part.p.partSpecId, hw, connector ? 'connector' : 'application', current);
    if (app) updates.push(app);
    if (q.font_version !== undefined) {
      const font = await newestFor(db, part.p.partSpecId, hw, 'font', q.font_version);
      if (font) updates.push(font);
    }
    if (q.icon_version !== undefined) {
      const icon = await newestFor(db, part.p.partSpecId, hw, 'icon', q.icon_version);
      if (icon) updates.push(icon);
    }
  }
  return {
    mid: part.p.moduleId,
    part_type: part.p.partType,
    part_spec_code: part.code,
    hardware_version: hw,
    firmware_version: current,
    in_bootloader: q.in_bootloader ?? false,
    updatable: updates.length > 0,
    updates,
  };
}

/**
 * An image with its bytes. A withdrawn one is refused with its own code (410100, decision 3002): the
 * portal that offered it a moment ago says the brand withdrew it instead of "not found".
 */
export async function firmwareImage(db: Db, id: number) {
  const [row] = await db.select().from(firmwareImages).where(eq(firmwareImages.id, id));
  return downloadable(row);
}

/** An image's signed manifest without its bytes (a link to the bytes goes with it), refused alike. */
export async function signedManifest(db: Db, id: number) {
  const [row] = await db
    .select({
      id: firmwareImages.id,
      manifest: firmwareImages.manifest,
      signature: firmwareImages.signature,
      keyId: firmwareImages.keyId,
      withdrawnAt: firmwareImages.withdrawnAt,
    })
    .from(firmwareImages)
    .where(eq(firmwareImages.id, id));
  return downloadable(row);
}

function downloadable<T extends { withdrawnAt: Date | null }>(row: T | undefined): T {
  if (!row) throw new AppError(404000);
  if (row.withdrawnAt) throw new AppError(410100, [{ field: 'id', problem: 'withdrawn by the brand' }]);
  return row;
}
