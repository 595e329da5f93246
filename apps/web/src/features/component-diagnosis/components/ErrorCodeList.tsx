// Error codes of the bike, current first, each with its component and a link to the problem-solving
// article of that code when the help centre has one.
import { Link } from 'react-router';
import { componentDisplayName } from '../../../lib/i18n/component-names.ts';
import { StatusBadge } from '../../../components/charts/StatusBadge.tsx';
import { ScrollRegion } from '../../../components/ui/ScrollRegion.tsx';
import { href } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n/i18n.ts';

export interface CodeRow {
  code: string;
  part_type: string;
  status: 'current' | 'history';
}

export function ErrorCodeList({
  rows,
  articles,
  dangerParts,
}: {
  rows: CodeRow[];
  articles: Record<string, { id: number; title: string }> | undefined;
  dangerParts: ReadonlySet<string>;
}) {
  const { t } = useI18n();
  if (rows.length === 0) return <p className="muted">{t('stb.diag.noCodes')}</p>;
  return (
    <ScrollRegion label={t('stb.diag.codes')}>
      <table className="data-table">
        <caption className="visually-hidden">{t('stb.diag.codes')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stb.diag.code')}</th>
            <th scope="col">{t('stb.diag.component')}</th>
            <th scope="col">{t('stb.diag.state')}</th>
            <th scope="col">{t('stb.diag.article')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const article = articles?.[r.code.toLowerCase()];
            // A current code on a part with an open error_code_danger task is a danger (red).
            const danger = dangerParts.has(r.part_type);
            return (
              <tr key={`${r.status}-${r.part_type}-${r.code}`}>
                <td className="mono">{r.code}</td>
                <td className="title-case">{componentDisplayName(r.part_type)}</td>
                <td>
                  {r.status === 'current' ? (
                    <StatusBadge tone={danger ? 'bad' : 'warn'}>{t('stb.diag.current')}</StatusBadge>
                  ) : (
                    <StatusBadge tone="neutral">{t('stb.diag.history')}</StatusBadge>
                  )}
                </td>
                <td>
                  {article ? (
                    <Link to={href.problemSolving(article.id)}>{article.title}</Link>
                  ) : (
                    <span className="muted">{t('stb.diag.noArticle')}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
