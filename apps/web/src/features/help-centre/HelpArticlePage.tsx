// /help/article/{articleId}: one article in the portal's language, its error code and category
// from its tags, images through the media proxy.
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { parseArticleTags } from '@dealer/contracts';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { articleLang, LanguageFallbackNote } from '../../components/ui/LanguageFallbackNote.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { paths } from '../../config/paths.ts';
import { formatDate } from '../../lib/format/date.ts';
import { articleHtml } from '../../lib/help/article-html.ts';
import { helpCategoryName } from '../../lib/i18n/help-category-names.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useArticle } from './api/get-article.ts';
import './help-centre.css';

export function HelpArticlePage() {
  const { t, language, locale } = useI18n();
  const { articleId } = useParams();
  const id = Number(articleId);
  const article = useArticle(id, language);
  const html = useMemo(() => (article.data ? articleHtml(article.data.body) : ''), [article.data]);
  const back = (
    <Link className="btn btn-secondary" to={paths.helpCentre}>
      {t('help.back')}
    </Link>
  );
  if (!Number.isInteger(id) || id <= 0 || article.isError)
    return (
      <EmptyState
        as="h1"
        icon="book"
        title={t('help.notFoundTitle')}
        text={t('help.notFound')}
        action={back}
      />
    );
  if (!article.data) return <Spinner label={t('common.loading')} />;
  const tags = parseArticleTags(article.data.label_names);
  return (
    <ScreenFrame
      title={article.data.title}
      description={t('help.updated', { date: formatDate(article.data.updated_at, locale) })}
      actions={back}
    >
      {tags.errorCode || tags.category ? (
        <p>
          {tags.errorCode ? <span className="hc-tag">{tags.errorCode}</span> : null}
          {tags.category ? (
            <span className="muted">
              {t('help.categoryLabel', { category: helpCategoryName(tags.category) })}
            </span>
          ) : null}
        </p>
      ) : null}
      <LanguageFallbackNote articleLocale={article.data.locale} />
      <div
        className="card hc-article"
        lang={articleLang(article.data.locale, language)}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </ScreenFrame>
  );
}
