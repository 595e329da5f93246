// Each fault code a screen names, with what it means and a way to its problem-solving article, so a
// code is never shown bare ("1 stored error code: 0x0602"; issue 28 point 14). Used where codes are
// listed inside a sentence: the full diagnosis results and the claim's evidence.
import { Link } from 'react-router';
import { href } from '../../config/paths.ts';
import { useI18n } from '../i18n/i18n.ts';
import { useErrorCodeArticles } from './error-code-articles.ts';

/** The codes inside finding values: `code` ("0x0101") and `codes` ("0x0101, 0x0602"). */
export function codesOf(vars: Record<string, string | number> | undefined): string[] {
  const found = [vars?.code, ...String(vars?.codes ?? '').split(',')]
    .map((c) => String(c ?? '').trim())
    .filter((c) => /^0x[0-9a-f]+$/i.test(c));
  return [...new Set(found)];
}

export function ErrorCodeArticles({ codes, label }: { codes: readonly string[]; label: string }) {
  const { t, language } = useI18n();
  const articles = useErrorCodeArticles(language);
  const unique = [...new Set(codes)];
  if (unique.length === 0) return null;
  return (
    <ul className="code-articles" aria-label={label} data-testid="code-articles">
      {unique.map((code) => {
        const article = articles.data?.[code.toLowerCase()];
        return (
          <li key={code}>
            <span className="mono">{code}</span>{' '}
            {article ? (
              <Link to={href.problemSolving(article.id)}>{article.title}</Link>
            ) : (
              <span className="muted">{articles.data ? t('stb.diag.noArticle') : t('common.loading')}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
