// Find a bike by VIN or frame number: the result page lists the matching bikes of the shop.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';

export function FindBikeForm() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form
      className="card home-find"
      aria-labelledby="home-find-title"
      onSubmit={(e) => {
        e.preventDefault();
        const q = term.trim();
        if (q.length < 3) return setError(t('home.findTooShort'));
        void navigate(`${paths.searchResult}?q=${encodeURIComponent(q)}&scope=bike`);
      }}
    >
      <h2 id="home-find-title">{t('home.findTitle')}</h2>
      <div className="home-find-row">
        <TextField
          label={t('home.findLabel')}
          hint={t('home.findHint')}
          error={error}
          value={term}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setTerm(e.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit">{t('home.findAction')}</Button>
      </div>
    </form>
  );
}
