// Add an entry: planned work (pending) or work carried out (done, dated now by the server), with
// the job's odometer, labour time, technician, notes and parts.
import { useState } from 'react';
import { type ServiceBookStatus } from '@dealer/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { notify } from '../../../lib/stores/shell-stores.ts';
import { useCreateEntry } from '../api/create-entry.ts';
import { emptyJob, jobBody, JobFields } from './JobFields.tsx';

export function EntryForm({ vin }: { vin: string }) {
  const { t } = useI18n();
  const me = useSession().username ?? '';
  const [title, setTitle] = useState('');
  const [job, setJob] = useState(() => emptyJob(me));
  const [status, setStatus] = useState<ServiceBookStatus>('pending');
  const [error, setError] = useState<string>();
  const create = useCreateEntry(vin);
  return (
    <form
      className="card stack"
      aria-labelledby="sb-add-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (!title.trim()) return setError(t('book.titleRequired'));
        create.mutate(
          { vin, title: title.trim(), status, ...jobBody(job) },
          {
            onSuccess: () => {
              setTitle('');
              setJob(emptyJob(me));
              notify('success', t('book.added'));
            },
          },
        );
      }}
    >
      <h2 id="sb-add-title">{t('book.addTitle')}</h2>
      <div className="form-grid">
        <TextField
          label={t('book.entryTitle')}
          value={title}
          maxLength={200}
          error={error}
          required
          onChange={(e) => {
            setTitle(e.target.value);
            setError(undefined);
          }}
        />
        <SelectField
          label={t('book.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as ServiceBookStatus)}
        >
          <option value="pending">{t('book.statusPending')}</option>
          <option value="done">{t('book.statusDone')}</option>
        </SelectField>
        <JobFields draft={job} onChange={setJob} />
      </div>
      <div className="form-actions">
        <Button type="submit" busy={create.isPending}>
          {t('book.add')}
        </Button>
      </div>
    </form>
  );
}
