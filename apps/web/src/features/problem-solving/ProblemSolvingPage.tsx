// /service-tool/problem-solving/{articleId}: one help-centre article in the portal's language,
// reached from an error code (component diagnosis) or a task. The error code it covers is read from
// its error_code: tag, so the technician can check it matches what the bike reports.
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { parseArticleTags } from '@dealer/contracts';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { StatusBadge } from '../../components/charts/StatusBadge.tsx';
import { href, paths, serviceToolPaths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { formatDate } from '../../lib/format/date.ts';
import { articleHtml } from '../../lib/help/article-html.ts';
import { articleLang, LanguageFallbackNote } from '../../components/ui/LanguageFallbackNote.tsx';
import { useArticle } from './api/get-article.ts';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';

export function ProblemSolvingPage() {
  const { t, language, locale } = useI18n();
  const { articleId } = useParams();
  const id = Number(articleId);
  const article = useArticle(id, language);
  const html = useMemo(
    () => (article.data ? articleHtml(article.data.body, { linksInNewTab: true }) : ''),
    [article.data],
  );
  const back = (
    <Link className="btn btn-secondary" to={`${paths.serviceTool}/${serviceToolPaths.componentDiagnosis}`}>
      {t('stb.problem.back')}
    </Link>
  );

  if (!Number.isInteger(id) || id <= 0 || article.isError) {
    return (
      <EmptyState
        as="h1"
        icon="book"
        title={t('stb.problem.notFound')}
        text={t('stb.problem.notFoundText')}
        action={back}
      />
    );
  }
  if (!article.data) return <Spinner label={t('common.loading')} />;
  const tags = parseArticleTags(article.data.label_names);
  return (
    <ScreenFrame
      title={article.data.title}
      description={t('stb.problem.updated', { date: formatDate(article.data.updated_at, locale) })}
      actions={back}
    >
      {tags.errorCode ? (
        <p>
          <StatusBadge tone="warn">{t('stb.problem.errorCode', { code: tags.errorCode })}</StatusBadge>
        </p>
      ) : null}
      <LanguageFallbackNote articleLocale={article.data.locale} />
      <article
        className="panel article-body"
        lang={articleLang(article.data.locale, language)}
        aria-label={article.data.title}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <p className="muted">
        <Link to={href.serviceTool()}>{t('stb.common.backToOverview')}</Link>
      </p>
    </ScreenFrame>
  );
}
