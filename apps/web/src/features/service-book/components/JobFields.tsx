// The facts of one job, shared by "add an entry" and "edit an entry": odometer, labour time, the
// technician, notes and the parts used (name, part number, quantity; rows added and removed).
import { localeFormat } from '@dealer/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';

export interface PartRow {
  name: string;
  part_number: string;
  quantity: number;
}

export interface JobDraft {
  odometer: string;
  labour: string;
  technician: string;
  description: string;
  parts: PartRow[];
}

export const emptyJob = (technician = ''): JobDraft => ({
  odometer: '',
  labour: '',
  technician,
  description: '',
  parts: [],
});

const whole = (text: string) => (text.trim() === '' ? null : Number(text));

/** The API's fields of a draft; parts without a name are left out. */
export const jobBody = (d: JobDraft) => ({
  odometer_km: whole(d.odometer),
  labour_minutes: whole(d.labour),
  technician: d.technician.trim(),
  description: d.description.trim(),
  parts: d.parts.filter((p) => p.name.trim() !== '').map((p) => ({ ...p, name: p.name.trim() })),
});

export function JobFields({ draft, onChange }: { draft: JobDraft; onChange: (d: JobDraft) => void }) {
  const { t } = useI18n();
  const set = (patch: Partial<JobDraft>) => onChange({ ...draft, ...patch });
  const setPart = (i: number, patch: Partial<PartRow>) =>
    set({ parts: draft.parts.map((p, j) => (j === i ? { ...p, ...patch } : p)) });
  return (
    <>
      <TextField
        label={t('book.odometer')}
        type="number"
        inputMode="numeric"
        min={0}
        max={1000000}
        value={draft.odometer}
        onChange={(e) => set({ odometer: e.target.value })}
      />
      <TextField
        label={t('book.labour')}
        type="number"
        inputMode="numeric"
        min={0}
        max={100000}
        value={draft.labour}
        onChange={(e) => set({ labour: e.target.value })}
      />
      <TextField
        label={t('book.technician')}
        value={draft.technician}
        maxLength={200}
        onChange={(e) => set({ technician: e.target.value })}
      />
      <TextAreaField
        className="span-2"
        label={t('book.description')}
        value={draft.description}
        rows={3}
        maxLength={4000}
        onChange={(e) => set({ description: e.target.value })}
      />
      <fieldset className="span-2 sb-parts">
        <legend>{t('book.parts')}</legend>
        {draft.parts.map((p, i) => (
          <div key={i} className="sb-part-row">
            <TextField
              label={t('book.partName', { n: i + 1 })}
              value={p.name}
              maxLength={200}
              onChange={(e) => setPart(i, { name: e.target.value })}
            />
            <TextField
              label={t('book.partNumber', { n: i + 1 })}
              value={p.part_number}
              maxLength={64}
              onChange={(e) => setPart(i, { part_number: e.target.value })}
            />
            <TextField
              label={t('book.partQuantity', { n: i + 1 })}
              type="number"
              min={1}
              max={1000}
              value={String(p.quantity)}
              onChange={(e) => setPart(i, { quantity: Math.max(1, Number(e.target.value) || 1) })}
            />
            <Button
              size="s"
              variant="ghost"
              aria-label={t('book.removePart', { n: i + 1 })}
              onClick={() => set({ parts: draft.parts.filter((_, j) => j !== i) })}
            >
              {t('book.remove')}
            </Button>
          </div>
        ))}
        <Button
          size="s"
          variant="secondary"
          onClick={() => set({ parts: [...draft.parts, { name: '', part_number: '', quantity: 1 }] })}
        >
          {t('book.addPart')}
        </Button>
      </fieldset>
    </>
  );
}

/** Odometer, labour, technician and parts of a saved job, as one short list. */
export function JobFacts({
  entry,
}: {
  entry: { odometer_km: number | null; labour_minutes: number | null; technician: string; parts: PartRow[] };
}) {
  const { t, locale } = useI18n();
  const format = localeFormat(locale);
  const facts = [
    entry.odometer_km === null
      ? null
      : t('book.factOdometer', { km: format.quantity(entry.odometer_km, 'km') }),
    entry.labour_minutes === null
      ? null
      : t('book.factLabour', { minutes: format.quantity(entry.labour_minutes, 'min') }),
    entry.technician ? t('book.factTechnician', { name: entry.technician }) : null,
  ].filter((f): f is string => f !== null);
  if (facts.length === 0 && entry.parts.length === 0) return null;
  return (
    <div className="sb-small sb-facts">
      {facts.length ? <div>{facts.join(' · ')}</div> : null}
      {entry.parts.length ? (
        <ul className="sb-parts-list" aria-label={t('book.parts')}>
          {entry.parts.map((p, i) => (
            <li key={i}>
              {format.number(p.quantity)} × {p.name}
              {p.part_number ? <span className="sb-mono"> ({p.part_number})</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
