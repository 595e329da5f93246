// The filters above the log: subject and action (chosen from the recorded vocabulary), the subject's
// id, and a time range. Every change goes to the URL at once and starts again on page 1.
import { AuditSubject } from '@dealer/contracts';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { AUDIT_ACTIONS, type AuditFilters } from '../audit-filters.ts';
import { actionWord, SUBJECT_KEY } from '../audit-words.ts';

export function AuditFilterForm({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  /** A change of some filters; the page merges it with the URL's current query. */
  onChange: (patch: Partial<AuditFilters>) => void;
}) {
  const { t } = useI18n();
  const set = (patch: Partial<AuditFilters>) => onChange({ ...patch, page: 1 });
  const any = filters.subject || filters.action || filters.subjectId || filters.from || filters.to;
  const actions = AUDIT_ACTIONS.map((a) => ({ a, word: actionWord(t, a) })).sort((x, y) =>
    x.word.localeCompare(y.word),
  );
  return (
    <form
      role="search"
      aria-label={t('audit.filters')}
      className="card al-filters"
      onSubmit={(e) => e.preventDefault()}
    >
      <SelectField
        label={t('audit.subject')}
        placeholder={t('audit.subjectAll')}
        value={filters.subject}
        onChange={(e) => set({ subject: e.target.value as AuditFilters['subject'] })}
      >
        {AuditSubject.map((s) => (
          <option key={s} value={s}>
            {t(SUBJECT_KEY[s])}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('audit.action')}
        placeholder={t('audit.actionAll')}
        value={filters.action}
        onChange={(e) => set({ action: e.target.value })}
      >
        {actions.map(({ a, word }) => (
          <option key={a} value={a}>
            {word}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('audit.subjectId')}
        value={filters.subjectId}
        maxLength={100}
        onChange={(e) => set({ subjectId: e.target.value })}
      />
      <TextField
        label={t('audit.from')}
        type="datetime-local"
        value={filters.from}
        onChange={(e) => set({ from: e.target.value })}
      />
      <TextField
        label={t('audit.to')}
        type="datetime-local"
        value={filters.to}
        onChange={(e) => set({ to: e.target.value })}
      />
      <Button
        type="button"
        size="s"
        variant="secondary"
        className="al-clear"
        disabled={!any}
        onClick={() => onChange({ subject: '', action: '', subjectId: '', from: '', to: '', page: 1 })}
      >
        {t('audit.clear')}
      </Button>
    </form>
  );
}
