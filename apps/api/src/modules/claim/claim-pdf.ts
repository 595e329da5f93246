// The claim as a PDF, drawn like the service-book and service-report PDFs (pdfkit, Noto fonts) and
// worded like the claim's screen, with the portal's catalogue in the reader's language: the bike, the
// failed component, the fault codes, the diagnosis (each finding worded from its key and values when
// printed), the live-data recording, the photos, the work, the decision and the history in the
// screen's status words, never the internal ones ("submitted -> revising"). docs/decisions/2821.
import { isQuantityUnit, wordFindingVars } from '@dealer/contracts';
import type { PortalMessages, PortalMessageKey } from '../../lib/portal-messages.ts';
import { labourTime, partName } from '../export/export-pdfs.ts';
import { renderPdf, type PdfItem } from '../export/render-pdf.ts';
import type { ClaimView } from './claim.schemas.ts';

/** A claim photo as stored: JPEG and PNG are drawn; WebP (pdfkit cannot draw it) is named instead. */
export interface ClaimPhoto {
  contentType: string;
  bytes: Buffer;
}

const key = (k: string) => k as PortalMessageKey;

function diagnosisItems(m: PortalMessages, c: ClaimView): PdfItem[] {
  if (!c.diagnosis) return [];
  const d = c.diagnosis;
  const words = { message: (k: string) => m.maybe(k), format: m.format };
  const when = m.format.dateTime(d.performed_at);
  return [
    {
      title:
        d.health_score === null
          ? m.t('pdf.claim.performed', { date: when })
          : m.t('pdf.claim.performedScore', { date: when, score: m.format.number(d.health_score) }),
      lines: [],
    },
    ...d.stages.map((s) => ({
      title: `${m.t(key(`st.fd.stage.${s.stage}`))}: ${m.t(key(`book.diag.${s.status}`))}`,
      lines: s.findings.map(
        (f) =>
          `${m.t(key(`book.diag.${f.status}`))} – ${m.maybe(f.key, wordFindingVars(f.vars, words)) ?? m.t('pdf.claim.unknownFinding')}`,
      ),
    })),
  ];
}

function recordingItems(m: PortalMessages, c: ClaimView): PdfItem[] {
  if (!c.recording) return [];
  const samples = Math.max(0, ...c.recording.channels.map((ch) => ch.samples.length));
  // A recording reads as each signal's range and average (decision 1776): the reviewer's question.
  const channels = c.recording.channels.map((ch) => {
    const values = ch.samples.map(([, v]) => v);
    const avg = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    const v = (n: number) =>
      isQuantityUnit(ch.unit) ? m.format.quantity(n, ch.unit) : `${m.format.number(n)}\u00a0${ch.unit}`;
    return {
      title: m.t(key(`live.signal.${ch.name}`)),
      lines: [
        m.t('pdf.claim.range', {
          low: v(Math.min(...values)),
          average: v(avg),
          high: v(Math.max(...values)),
        }),
      ],
    };
  });
  return [
    {
      title: m.t('pdf.claim.recorded', { date: m.format.dateTime(c.recording.started_at), count: samples }),
      lines: [],
    },
    ...channels,
  ];
}

function photoItems(m: PortalMessages, photos: ClaimPhoto[]): PdfItem[] {
  return photos.map((p, i) =>
    p.contentType === 'image/jpeg' || p.contentType === 'image/png'
      ? { title: m.t('pdf.claim.photo', { n: i + 1 }), lines: [], image: p.bytes }
      : { title: m.t('pdf.claim.photo', { n: i + 1 }), lines: [m.t('pdf.claim.photoInPortal')] },
  );
}

export function claimPdf(c: ClaimView, m: PortalMessages, photos: ClaimPhoto[]): Promise<Buffer> {
  const ev = c.evidence ?? null;
  const day = (iso: string | null) => (iso ? m.format.date(iso) : '-');
  const status = (s: string) => m.maybe(`claim.status.${s}`) ?? s;
  const warranty = c.in_warranty
    ? c.warranty_start
      ? m.t('pdf.claim.inWarranty', { from: day(c.warranty_start), to: day(c.warranty_end) })
      : m.t('claim.warrantyStock')
    : m.t('pdf.claim.goodwill', { end: day(c.warranty_end), reason: c.goodwill_reason });
  const none = m.t('pdf.none');
  const codes: PdfItem[] = ev
    ? [
        { title: m.t('claim.activeCodes'), lines: [ev.active_error_codes.join(', ') || none] },
        { title: m.t('claim.storedCodes'), lines: [ev.history_error_codes.join(', ') || none] },
      ]
    : [];
  const printed = m.format.dateTime(new Date());
  return renderPdf({
    language: m.locale,
    none: m.t('pdf.none'),
    title: m.t('pdf.claim.title', { id: c.id }),
    subtitle: `${c.bike_shop_name} · ${status(c.status)}`,
    facts: [
      [m.t('claim.bike'), `${c.vin} (${c.brand_name} ${c.bike_model})`],
      [m.t('claim.part'), `${partName(m, c.component.part_type)} ${c.component.serial}`],
      [m.t('pdf.claim.partSpec'), `${c.component.part_spec_code} ${c.component.part_spec_name}`.trim()],
      [
        m.t('pdf.claim.versions'),
        `${c.component.firmware_version || '-'} / ${c.component.hardware_version || '-'}`,
      ],
      [m.t('claim.warranty'), warranty],
      [m.t('pdf.claim.labour'), labourTime(m, c.labour_minutes)],
      [
        m.t('pdf.claim.partsNeeded'),
        c.parts_needed.map((p) => `${m.format.number(p.quantity)} × ${p.part_spec_code}`).join(', '),
      ],
      [
        m.t('pdf.claim.filed'),
        m.t('pdf.claim.filedBy', { by: c.created_by, date: m.format.dateTime(c.created_at) }),
      ],
      [
        m.t('pdf.claim.decision'),
        c.decided_by
          ? m.t('pdf.claim.decidedBy', {
              status: status(c.status),
              by: c.decided_by,
              date: m.format.dateTime(c.decided_at!),
            })
          : m.t('pdf.claim.noDecision'),
      ],
      [m.t('pdf.claim.decisionComment'), c.decision_comment],
    ],
    sections: [
      {
        heading: m.t('claim.description'),
        empty: m.t('pdf.claim.noDescription'),
        items: c.description ? [{ title: '', lines: [c.description] }] : [],
      },
      { heading: m.t('pdf.claim.faultCodes'), empty: m.t('claim.noReading'), items: codes },
      { heading: m.t('claim.diagnosis'), empty: m.t('claim.noDiagnosis'), items: diagnosisItems(m, c) },
      { heading: m.t('recording.title'), empty: m.t('pdf.claim.noRecording'), items: recordingItems(m, c) },
      { heading: m.t('claim.photos'), empty: m.t('pdf.claim.noPhotos'), items: photoItems(m, photos) },
      {
        heading: m.t('claim.history'),
        empty: m.t('pdf.claim.noHistory'),
        items: (c.history ?? []).map((e) => ({
          title: `${m.format.dateTime(e.created_at)} · ${e.actor_email}`,
          lines: [
            e.to_status
              ? m.t('pdf.claim.moved', {
                  from: e.from_status ? status(e.from_status) : m.t('pdf.claim.new'),
                  to: status(e.to_status),
                })
              : m.t('claim.commented'),
            ...(e.comment ? [e.comment] : []),
          ],
        })),
      },
    ],
    footer: m.t('pdf.claim.footer', { id: c.id, date: printed }),
  });
}
