// The claim as a PDF, drawn like the service-book and service-report PDFs (pdfkit, Noto fonts):
// the bike, the failed component, the fault codes, diagnosis and live-data recording as attached,
// the work, the decision and the whole history with its people. Server-side so it can be archived or mailed.
import { renderPdf, day, minute, type PdfItem } from '../export/pdf-document.ts';

/** part_type / stage key → words: "range_extender_battery" → "Range extender battery". */
const words = (key: string) => {
  const s = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
};
import type { LiveSignalName } from '@dealer/contracts';
import type { ClaimView } from './claim.schemas.ts';

/** The live signals in the portal's English words. */
const SIGNAL: Record<LiveSignalName, string> = {
  speed_kmh: 'Speed',
  cadence_rpm: 'Cadence',
  torque_nm: 'Rider torque',
  motor_current_a: 'Motor current',
  battery_voltage_v: 'Battery voltage',
  battery_current_a: 'Battery current',
  motor_temperature_c: 'Motor temperature',
  controller_temperature_c: 'Drive controller temperature',
};

export function claimPdf(c: ClaimView): Promise<Buffer> {
  const ev = c.evidence ?? null;
  const warranty = c.in_warranty
    ? c.warranty_start
      ? `in warranty (${day(c.warranty_start)} to ${day(c.warranty_end)})`
      : 'in warranty (bike not yet delivered)'
    : `outside warranty (ended ${day(c.warranty_end)}); goodwill: ${c.goodwill_reason}`;
  const codes: PdfItem[] = ev
    ? [
        { title: 'Active fault codes', lines: [ev.active_error_codes.join(', ') || 'none'] },
        { title: 'Stored fault codes', lines: [ev.history_error_codes.join(', ') || 'none'] },
      ]
    : [];
  const diagnosis: PdfItem[] = (c.diagnosis?.stages ?? []).map((s) => ({
    title: `${words(s.stage)}: ${s.status}`,
    lines: s.findings.map(
      (f) =>
        `${f.status} - ${f.key}${
          f.vars
            ? ` (${Object.entries(f.vars)
                .map(([k, v]) => `${k} ${v}`)
                .join(', ')})`
            : ''
        }`,
    ),
  }));
  // A recording reads as each signal's range and average (decision 1776): the reviewer's question.
  const round = (v: number) => Math.round(v * 100) / 100;
  const recording: PdfItem[] = (c.recording?.channels ?? []).map((ch) => {
    const values = ch.samples.map(([, v]) => v);
    const avg = values.reduce((a, b) => a + b, 0) / values.length;
    return {
      title: `${SIGNAL[ch.name]} (${ch.unit})`,
      lines: [
        `lowest ${round(Math.min(...values))}, average ${round(avg)}, highest ${round(Math.max(...values))}`,
      ],
    };
  });
  return renderPdf({
    title: `Warranty claim ${c.id}`,
    subtitle: `${c.bike_shop_name} - status ${c.status}`,
    facts: [
      ['Bike', `${c.vin} (${c.brand_name} ${c.bike_model})`],
      ['Component', `${words(c.component.part_type)} ${c.component.serial}`],
      ['Part spec', `${c.component.part_spec_code} ${c.component.part_spec_name}`.trim()],
      [
        'Firmware / hardware',
        `${c.component.firmware_version || '-'} / ${c.component.hardware_version || '-'}`,
      ],
      ['Warranty', warranty],
      ['Labour', `${c.labour_minutes} min`],
      ['Parts needed', c.parts_needed.map((p) => `${p.quantity} x ${p.part_spec_code}`).join(', ')],
      ['Filed by', `${c.created_by} on ${minute(c.created_at)}`],
      ['Decision', c.decided_by ? `${c.status} by ${c.decided_by} on ${minute(c.decided_at!)}` : 'none yet'],
      ['Decision comment', c.decision_comment],
    ],
    sections: [
      {
        heading: 'Description',
        empty: 'No description.',
        items: c.description ? [{ title: '', lines: [c.description] }] : [],
      },
      { heading: 'Fault codes', empty: 'No workspace reading attached.', items: codes },
      {
        heading: 'Full diagnosis',
        empty: 'No full diagnosis attached.',
        items: c.diagnosis
          ? [
              {
                title: `Performed ${minute(c.diagnosis.performed_at)}, health ${c.diagnosis.health_score ?? '-'}`,
                lines: [],
              },
              ...diagnosis,
            ]
          : [],
      },
      {
        heading: 'Live-data recording',
        empty: 'No live-data recording attached.',
        items: c.recording
          ? [
              {
                title: `Recorded ${minute(c.recording.started_at)}, ${c.recording.channels[0]?.samples.length ?? 0} samples per signal`,
                lines: [],
              },
              ...recording,
            ]
          : [],
      },
      {
        heading: 'History',
        empty: 'No history.',
        items: (c.history ?? []).map((e) => ({
          title: `${minute(e.created_at)} ${e.actor_email}`,
          lines: [
            e.to_status ? `${e.from_status ?? 'new'} -> ${e.to_status}` : 'comment',
            ...(e.comment ? [e.comment] : []),
          ],
        })),
      },
    ],
    footer: `Dealer Portal - warranty claim ${c.id} - printed ${minute(new Date().toISOString())}`,
  });
}
