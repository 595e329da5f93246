// Exports that travel with the bike: its service book (PDF and JSON) and a service report (PDF).
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { bikeDetail, serviceHistory } from '../bike/bike.service.ts';
import { listEntries } from '../service-book/service-book.service.ts';
import type { EntryView } from '../service-book/service-book.schemas.ts';
import { getReport } from '../service-report/service-report.service.ts';
import { bikeForUser } from '../workspace/workspace-access.ts';
import {
  activityWords,
  componentDisplayName,
  riderFailed,
  riderLine,
  riderTaskLevel,
  riderTaskStatus,
  taskWords,
} from '@dealer/contracts';
import { day, minute, renderPdf } from './pdf-document.ts';

/** The PDFs are English documents (their headings are); the work is named in the rider's words. */
const LANG = 'en';
const withPart = (text: string, part: string | null) =>
  part ? `${text} - ${componentDisplayName(part)}` : text;

/** Odometer, labour, technician and parts of a job, one line each (only what was recorded). */
function jobFacts(e: Pick<EntryView, 'odometer_km' | 'labour_minutes' | 'technician' | 'parts'>): string[] {
  const hours =
    e.labour_minutes === null ? null : `${Math.floor(e.labour_minutes / 60)} h ${e.labour_minutes % 60} min`;
  return [
    ...(e.odometer_km === null ? [] : [`Odometer: ${e.odometer_km} km`]),
    ...(hours === null ? [] : [`Labour: ${hours}`]),
    ...(e.technician ? [`Technician: ${e.technician}`] : []),
    ...e.parts.map((p) => `Part: ${p.quantity} x ${p.name}${p.part_number ? ` (${p.part_number})` : ''}`),
  ];
}

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

export async function serviceBookPdf(db: Db, user: CurrentUser, vin: string): Promise<Buffer> {
  const book = await serviceBookExport(db, user, vin);
  return renderPdf({
    title: 'Service book',
    subtitle: `${book.bike.brand} ${book.bike.model}`,
    facts: [
      ['VIN', book.bike.vin],
      ['Frame number', book.bike.frame_number],
      ['Exported', minute(book.exported_at)],
    ],
    sections: [
      {
        heading: 'Entries',
        empty: 'No entries yet.',
        items: book.entries.map((e) => ({
          title: `${e.title} (${e.status === 'done' ? 'done' : 'pending'})`,
          lines: [
            e.status === 'done'
              ? `Done ${day(e.performed_at)} at ${e.bike_shop_name}`
              : `Planned at ${e.bike_shop_name}`,
            ...jobFacts(e),
            ...(e.description ? [`Notes: ${e.description}`] : []),
            `Recorded by ${e.created_by}${e.version > 1 ? ` (edited, version ${e.version})` : ''}`,
          ],
        })),
      },
      {
        heading: 'Service history',
        empty: 'No workshop activities recorded.',
        items: book.activities.map((a) => ({
          title: withPart(activityWords(a.kind, 'rider', LANG), a.part_type),
          lines: [`${minute(a.created_at)} by ${a.technician}${a.success ? '' : ' (failed)'}`],
        })),
      },
    ],
    footer: `Dealer Portal service book export, ${book.format}`,
  });
}

export async function serviceReportPdf(
  db: Db,
  user: CurrentUser,
  id: number,
): Promise<{ pdf: Buffer; vin: string }> {
  const report = await getReport(db, user, id);
  const c = report.content;
  const pdf = await renderPdf({
    title: report.title,
    subtitle:
      report.status === 'published'
        ? `Published ${minute(report.published_at!)} - report ${report.public_id}`
        : 'Draft - not published',
    facts: [
      ['VIN', c.bike.vin],
      ['Frame number', c.bike.frame_number],
      ['Bike', `${c.bike.brand} ${c.bike.model}`],
      ['Shop', c.shop.name],
      ['Health score', c.workspace.health_score === null ? '-' : String(c.workspace.health_score)],
      ['Summary', report.summary],
    ],
    sections: [
      {
        heading: 'Tasks',
        empty: 'No tasks in this report.',
        items: c.tasks.map((t) => ({
          title: `${withPart(riderLine(taskWords(t.task_type, 'rider', LANG), t.codes, LANG), t.part_type)} (${riderTaskLevel(t.level, LANG)}, ${riderTaskStatus(t.status, LANG).toLowerCase()})`,
          lines: t.comments.map((m) => `"${m.body}" - ${m.author}, ${minute(m.created_at)}`),
        })),
      },
      {
        heading: 'Work done',
        empty: 'No activities in this report.',
        items: c.activities.map((a) => ({
          title: `${withPart(riderLine(activityWords(a.kind, 'rider', LANG), a.codes, LANG), a.part_type)}${a.success ? '' : ` (${riderFailed(LANG)})`}`,
          lines: [
            `${minute(a.created_at)} by ${a.technician}`,
            ...a.comments.map((m) => `"${m.body}" - ${m.author}`),
          ],
        })),
      },
    ],
    footer: `Dealer Portal service report ${report.id}`,
  });
  return { pdf, vin: c.bike.vin };
}
