// The service book and a service report as PDFs, in the reader's language: every heading, label and
// sentence is a message of the portal's catalogue (the screens' own), every date, number and unit
// goes through the shared locale formatter, and the work is named in the rider's words of the shared
// vocabulary. What stays as typed is what people wrote: titles, notes, names (docs/decisions/2821).
import {
  activityWords,
  componentDisplayName,
  riderFailed,
  riderLine,
  riderTaskLevel,
  riderTaskStatus,
  taskWords,
} from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import type { PortalMessages } from '../../lib/portal-messages.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import type { EntryView } from '../service-book/service-book.schemas.ts';
import { getReport } from '../service-report/service-report.service.ts';
import { serviceBookExport } from './export.service.ts';
import { renderPdf } from './render-pdf.ts';

/** A part type in the reader's words ("Akku"); a type the catalogue does not know keeps its name. */
export const partName = (m: PortalMessages, part: string) =>
  m.maybe(`part.${part}`) ?? componentDisplayName(part);

const withPart = (m: PortalMessages, text: string, part: string | null) =>
  part ? m.t('pdf.withPart', { text, part: partName(m, part) }) : text;

/** "1 h 30 min" in the reader's units. */
export function labourTime(m: PortalMessages, minutes: number): string {
  const h = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    ...(h > 0 ? [m.format.quantity(h, 'h')] : []),
    ...(rest > 0 || h === 0 ? [m.format.quantity(rest, 'min')] : []),
  ];
  return parts.join(' ');
}

/** Odometer, labour, technician and parts of a job, one line each (only what was recorded). */
function jobFacts(
  m: PortalMessages,
  e: Pick<EntryView, 'odometer_km' | 'labour_minutes' | 'technician' | 'parts'>,
) {
  return [
    ...(e.odometer_km === null ? [] : [m.t('pdf.odometer', { km: m.format.quantity(e.odometer_km, 'km') })]),
    ...(e.labour_minutes === null ? [] : [m.t('pdf.labour', { time: labourTime(m, e.labour_minutes) })]),
    ...(e.technician ? [m.t('pdf.technician', { name: e.technician })] : []),
    ...e.parts.map((p) =>
      m.t('pdf.part', {
        quantity: m.format.number(p.quantity),
        name: p.part_number ? `${p.name} (${p.part_number})` : p.name,
      }),
    ),
  ];
}

export async function serviceBookPdf(db: Db, user: CurrentUser, vin: string, m: PortalMessages) {
  const book = await serviceBookExport(db, user, vin);
  const lang = m.language;
  return renderPdf({
    language: m.locale,
    none: m.t('pdf.none'),
    title: m.t('pdf.book.title'),
    subtitle: `${book.bike.brand} ${book.bike.model}`,
    facts: [
      [m.t('st.connect.vin'), book.bike.vin],
      [m.t('st.connect.frame.number'), book.bike.frame_number],
      [m.t('pdf.printedAt'), m.format.dateTime(book.exported_at)],
    ],
    sections: [
      {
        heading: m.t('pdf.book.entries'),
        empty: m.t('pdf.book.noEntries'),
        items: book.entries.map((e) => ({
          title: `${e.title} (${m.t(e.status === 'done' ? 'book.statusDone' : 'book.statusPending')})`,
          lines: [
            e.status === 'done' && e.performed_at
              ? m.t('book.doneOn', { date: m.format.date(e.performed_at), shop: e.bike_shop_name })
              : m.t('pdf.book.plannedAt', { shop: e.bike_shop_name }),
            ...jobFacts(m, e),
            ...(e.description ? [m.t('pdf.notes', { text: e.description })] : []),
            e.version > 1
              ? m.t('pdf.book.recordedByEdited', { by: e.created_by, version: e.version })
              : m.t('pdf.book.recordedBy', { by: e.created_by }),
          ],
        })),
      },
      {
        heading: m.t('book.historyTitle'),
        empty: m.t('book.noHistory'),
        items: book.activities.map((a) => ({
          title: withPart(m, activityWords(a.kind, 'rider', lang), a.part_type),
          lines: [
            `${m.t('book.historyLine', { date: m.format.dateTime(a.created_at), by: a.technician })}${
              a.success ? '' : ` (${riderFailed(lang)})`
            }`,
          ],
        })),
      },
    ],
    footer: m.t('pdf.book.footer', { date: m.format.dateTime(book.exported_at) }),
  });
}

export async function serviceReportPdf(db: Db, user: CurrentUser, id: number, m: PortalMessages) {
  const report = await getReport(db, user, id);
  const c = report.content;
  const lang = m.language;
  const pdf = await renderPdf({
    language: m.locale,
    none: m.t('pdf.none'),
    title: report.title,
    subtitle:
      report.status === 'published'
        ? m.t('pdf.report.published', {
            date: m.format.dateTime(report.published_at!),
            id: report.public_id ?? '',
          })
        : m.t('pdf.report.draft'),
    facts: [
      [m.t('st.connect.vin'), c.bike.vin],
      [m.t('st.connect.frame.number'), c.bike.frame_number],
      [m.t('sreport.bike'), `${c.bike.brand} ${c.bike.model}`],
      [m.t('sreport.shop'), c.shop.name],
      [
        m.t('sreport.health'),
        c.workspace.health_score === null ? '-' : m.format.number(c.workspace.health_score),
      ],
      [m.t('pdf.summary'), report.summary],
    ],
    sections: [
      {
        heading: m.t('sreport.tasks'),
        empty: m.t('pdf.report.noTasks'),
        items: c.tasks.map((t) => ({
          title: `${withPart(m, riderLine(taskWords(t.task_type, 'rider', lang), t.codes, lang), t.part_type)} (${riderTaskLevel(t.level, lang)}, ${riderTaskStatus(t.status, lang)})`,
          lines: t.comments.map((x) =>
            m.t('pdf.comment', { body: x.body, author: x.author, date: m.format.dateTime(x.created_at) }),
          ),
        })),
      },
      {
        heading: m.t('sreport.work'),
        empty: m.t('pdf.report.noActivities'),
        items: c.activities.map((a) => ({
          title: `${withPart(m, riderLine(activityWords(a.kind, 'rider', lang), a.codes, lang), a.part_type)}${a.success ? '' : ` (${riderFailed(lang)})`}`,
          lines: [
            m.t('book.historyLine', { date: m.format.dateTime(a.created_at), by: a.technician }),
            ...a.comments.map((x) =>
              m.t('pdf.comment', { body: x.body, author: x.author, date: m.format.dateTime(x.created_at) }),
            ),
          ],
        })),
      },
    ],
    footer: m.t('pdf.report.footer', { id: report.id, date: m.format.dateTime(new Date()) }),
  });
  return { pdf, vin: c.bike.vin };
}
