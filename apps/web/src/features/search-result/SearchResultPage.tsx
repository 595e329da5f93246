// /search-result?q=: bikes (VIN / frame number), error codes and help articles matching the term.
// Error codes are articles tagged error_code:<code>; their description is the title after the code.
import { Link, useSearchParams } from 'react-router';
import { hasPermission, parseArticleTags } from '@dealer/contracts';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { href, paths } from '../../config/paths.ts';
import { helpCategoryName } from '../../lib/i18n/help-category-names.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { useArticleSearch } from './api/search-articles.ts';
import { useBikeSearch } from './api/search-bikes.ts';
import './search-result.css';

/** Snippets come as text with <em> marks from the help centre; shown as plain text. */
const plain = (html: string) => html.replace(/<[^>]*>/g, '');

export function SearchResultPage() {
  const { t, language } = useI18n();
  const session = useSession();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const mayBikes = hasPermission(session.permission, 'get_bike_info');
  const bikes = useBikeSearch(q, mayBikes);
  const articles = useArticleSearch(q, language);
  const all = articles.data ?? [];
  const codes = all.filter((a) => parseArticleTags(a.label_names).errorCode);
  const others = all.filter((a) => !parseArticleTags(a.label_names).errorCode);

  if (!q)
    return <EmptyState as="h1" icon="search" title={t('search.noTermTitle')} text={t('search.noTerm')} />;
  return (
    <ScreenFrame title={t('search.title', { q })} description={t('screen.searchResult.text')}>
      <div className="sr-grid">
        {mayBikes ? (
          <section className="card" aria-labelledby="sr-bikes">
            <h2 id="sr-bikes">{t('search.bikes')}</h2>
            {q.length < 3 ? (
              <p className="muted">{t('home.findTooShort')}</p>
            ) : !bikes.data ? (
              <Spinner label={t('common.loading')} />
            ) : bikes.data.length === 0 ? (
              <p className="muted">{t('search.noBikes')}</p>
            ) : (
              <ul className="sr-list">
                {bikes.data.map((b) => (
                  <li key={b.vin} className="sr-item">
                    <div>
                      <strong>
                        {b.brand} {b.model}
                      </strong>
                      <div className="sr-mono">
                        {t('search.vin')}: {b.vin}
                      </div>
                      <div className="sr-mono muted">
                        {t('search.frame')}: {b.frame_number}
                      </div>
                    </div>
                    <div className="sr-actions">
                      <Link
                        className="btn btn-s btn-primary"
                        to={`${paths.serviceBook}?vin=${encodeURIComponent(b.vin)}`}
                        aria-label={t('home.openBookOf', { vin: b.vin })}
                      >
                        {t('nav.serviceBook')}
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
        <section className="card" aria-labelledby="sr-codes">
          <h2 id="sr-codes">{t('search.errorCodes')}</h2>
          {!articles.data ? (
            <Spinner label={t('common.loading')} />
          ) : codes.length === 0 ? (
            <p className="muted">{t('search.noCodes')}</p>
          ) : (
            <ul className="sr-list">
              {codes.map((a) => {
                const tags = parseArticleTags(a.label_names);
                return (
                  <li key={a.id} className="sr-item">
                    <div>
                      <span className="sr-code">{tags.errorCode}</span>{' '}
                      {a.title.replace(tags.errorCode ?? '', '').trim()}
                      {tags.category ? (
                        <div className="muted">
                          {t('help.categoryLabel', { category: helpCategoryName(tags.category) })}
                        </div>
                      ) : null}
                    </div>
                    <Link className="btn btn-s btn-secondary" to={href.helpArticle(a.id)}>
                      {t('search.openArticle')}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section className="card" aria-labelledby="sr-articles">
          <h2 id="sr-articles">{t('search.articles')}</h2>
          {!articles.data ? (
            <Spinner label={t('common.loading')} />
          ) : others.length === 0 ? (
            <p className="muted">{t('search.noArticles')}</p>
          ) : (
            <ul className="sr-list">
              {others.map((a) => (
                <li key={a.id} className="sr-item">
                  <div>
                    <Link to={href.helpArticle(a.id)}>{a.title}</Link>
                    <p className="sr-snippet">{plain(a.snippet)}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </ScreenFrame>
  );
}
