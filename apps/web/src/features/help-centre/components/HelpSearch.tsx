// Help search: each term is asked once and its first answer kept (per-term cache).
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { href } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { useArticleSearch } from '../api/search-articles.ts';

export function HelpSearch() {
  const { t, language } = useI18n();
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState('');
  const results = useArticleSearch(query, language);
  return (
    <section className="card stack" aria-labelledby="hc-search-title">
      <h2 id="hc-search-title">{t('help.searchTitle')}</h2>
      <form
        className="hc-search-row"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(term.trim());
        }}
      >
        <TextField label={t('help.searchLabel')} value={term} onChange={(e) => setTerm(e.target.value)} />
        <Button type="submit">{t('nav.search')}</Button>
      </form>
      {!query ? null : !results.data ? (
        <Spinner label={t('common.loading')} />
      ) : results.data.length === 0 ? (
        <p className="muted" role="status">
          {t('search.noArticles')}
        </p>
      ) : (
        <ul className="hc-list" aria-label={t('help.searchResults')}>
          {results.data.map((a) => (
            <li key={a.id}>
              <Link to={href.helpArticle(a.id)}>{a.title}</Link>
              <p className="muted hc-snippet">{a.snippet.replace(/<[^>]*>/g, '')}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
