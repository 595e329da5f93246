// Exports that travel with the bike: its service book as JSON (the PDFs: export-pdfs.ts).
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { bikeDetail, serviceHistory } from '../bike/bike.service.ts';
import { listEntries } from '../service-book/service-book.service.ts';
import type { EntryView } from '../service-book/service-book.schemas.ts';
import { bikeForUser } from '../workspace/workspace-access.ts';

/** Every entry of the book (the export is the whole record, not one page). */
async function allEntries(db: Db, user: CurrentUser, vin: string): Promise<EntryView[]> {
  const out: EntryView[] = [];
  for (let page = 1; ; page++) {
    const res = await listEntries(db, user, { vin, page, page_size: 100 });
    out.push(...res.items);
    if (out.length >= res.total || res.items.length === 0) return out;
  }
}

export async function serviceBookExport(db: Db, user: CurrentUser, vin: string) {
  const bike = await bikeForUser(db, user, vin);
  const detail = await bikeDetail(db, bike);
  const entries = await allEntries(db, user, bike.vin);
  const history = await serviceHistory(db, bike, { task_status: 'completed' });
  return {
    format: 'dealer-portal.service-book.v1' as const,
    exported_at: new Date().toISOString(),
    bike: {
      vin: detail.vin,
      frame_number: detail.frame_number,
      model: detail.bike_spec.name,
      brand: detail.brand.name,
    },
    entries: entries.map((e) => ({
      id: e.id,
      title: e.title,
      description: e.description,
      status: e.status,
      performed_at: e.performed_at,
      odometer_km: e.odometer_km,
      labour_minutes: e.labour_minutes,
      technician: e.technician,
      parts: e.parts,
      version: e.version,
      bike_shop_name: e.bike_shop_name,
      created_by: e.created_by,
      created_at: e.created_at,
    })),
    activities: history.activities.map((a) => ({
      id: a.id,
      workspace_id: a.workspace_id,
      kind: a.kind,
      part_type: a.part_type,
      success: a.success,
      technician: a.technician,
      created_at: a.created_at,
    })),
  };
}
