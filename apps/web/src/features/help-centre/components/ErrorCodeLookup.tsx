// Error-code lookup: every error-code article as a row (code, description, category), filtered
// as the technician types.
import { useState } from 'react';
import { Link } from 'react-router';
import { HelpCategoryId } from '@dealer/contracts';
import { TextField } from '../../../components/ui/Field.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { href } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { useCategoryArticles } from '../api/get-category-articles.ts';
import { errorCodeRows, matchErrorCodes } from '../error-codes.ts';

export function ErrorCodeLookup() {
  const { t, language } = useI18n();
  const [term, setTerm] = useState('');
  const articles = useCategoryArticles(HelpCategoryId.errorCode, language);
  const rows = matchErrorCodes(errorCodeRows(articles.data ?? []), term);
  return (
    <section className="card stack" aria-labelledby="hc-codes-title">
      <h2 id="hc-codes-title">{t('help.codesTitle')}</h2>
      <TextField
        label={t('help.codeLabel')}
        hint={t('help.codeHint')}
        value={term}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setTerm(e.target.value)}
      />
      {!articles.data ? (
        <Spinner label={t('common.loading')} />
      ) : rows.length === 0 ? (
        <p className="muted" role="status">
          {t('help.noCodes')}
        </p>
      ) : (
        <div className="hc-table-wrap">
          <table className="hc-table">
            <caption className="visually-hidden">{t('help.codesTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('help.code')}</th>
                <th scope="col">{t('help.descriptionCol')}</th>
                <th scope="col">{t('help.categoryCol')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.articleId}>
                  <td>
                    <Link className="hc-code" to={href.helpArticle(r.articleId)}>
                      {r.code}
                    </Link>
                  </td>
                  <td>{r.description}</td>
                  <td className="hc-cap">{r.category}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
