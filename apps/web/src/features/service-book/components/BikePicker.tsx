// Choose the bike: part of its VIN or frame number, then one of the shop's matching bikes.
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { useSearchBikes } from '../api/search-bikes.ts';

export function BikePicker({ onPick }: { onPick: (vin: string) => void }) {
  const { t } = useI18n();
  const [term, setTerm] = useState('');
  const [error, setError] = useState<string>();
  const search = useSearchBikes();
  return (
    <section className="card" aria-labelledby="sb-pick-title">
      <h2 id="sb-pick-title">{t('book.pickTitle')}</h2>
      <form
        className="sb-pick-row"
        onSubmit={(e) => {
          e.preventDefault();
          const q = term.trim();
          if (q.length < 3) return setError(t('home.findTooShort'));
          search.mutate(q, { onSuccess: (bikes) => bikes.length === 1 && bikes[0] && onPick(bikes[0].vin) });
        }}
      >
        <TextField
          label={t('home.findLabel')}
          error={error}
          value={term}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setTerm(e.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" busy={search.isPending}>
          {t('home.findAction')}
        </Button>
      </form>
      {search.data && search.data.length === 0 ? (
        <p className="muted" role="status">
          {t('search.noBikes')}
        </p>
      ) : null}
      {search.data && search.data.length > 1 ? (
        <ul className="sb-list" aria-label={t('search.bikes')}>
          {search.data.map((b) => (
            <li key={b.vin} className="sb-item">
              <span>
                <strong>
                  {b.brand} {b.model}
                </strong>{' '}
                <span className="sb-mono">{b.vin}</span>{' '}
                <span className="muted sb-mono">{b.frame_number}</span>
              </span>
              <Button
                size="s"
                variant="secondary"
                onClick={() => onPick(b.vin)}
                aria-label={t('book.chooseBike', { vin: b.vin })}
              >
                {t('book.choose')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
