// One order line's part: the dealer types part of a code or a name and picks from the catalogue's
// part specs that match (a native <datalist>, so keyboard, screen readers and autofill work as in any
// text field); the field holds the code, and the part's name shows under it once the code is known.
import { useDeferredValue, useId } from 'react';
import { TextField } from '../../../components/ui/Field.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { usePartSpecSearch } from '../api/search-part-specs.ts';

export function PartSpecField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
}) {
  const { t } = useI18n();
  const listId = useId();
  const term = useDeferredValue(value.trim());
  const found = usePartSpecSearch(term).data?.items ?? [];
  const known = found.find((s) => s.code === term);
  const hint = known
    ? known.name
    : !term
      ? t('order.partSearchHint')
      : found.length
        ? t('order.partMatches', { count: found.length })
        : t('order.partUnknown');
  return (
    <>
      <TextField
        label={label}
        required
        maxLength={32}
        autoComplete="off"
        list={listId}
        value={value}
        hint={hint}
        onChange={(e) => onChange(e.target.value)}
      />
      <datalist id={listId}>
        {found.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </datalist>
    </>
  );
}
