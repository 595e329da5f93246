// Add an entry: planned work (pending) or work carried out (done, dated now by the server).
import { useState } from 'react';
import { type ServiceBookStatus } from '@dealer/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/stores/shell-stores.ts';
import { useCreateEntry } from '../api/create-entry.ts';

export function EntryForm({ vin }: { vin: string }) {
  const { t } = useI18n();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
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
          { vin, title: title.trim(), description: description.trim(), status },
          {
            onSuccess: () => {
              setTitle('');
              setDescription('');
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
        <TextField
          className="span-2"
          label={t('book.description')}
          value={description}
          maxLength={4000}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="form-actions">
        <Button type="submit" busy={create.isPending}>
          {t('book.add')}
        </Button>
      </div>
    </form>
  );
}
