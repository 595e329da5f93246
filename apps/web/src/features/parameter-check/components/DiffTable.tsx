// Side-by-side diff of the cloud's reviewed parameters and the bike's, byte by byte; differing rows
// are highlighted and listed first for a long array.
import { StatusBadge } from '../../../components/charts/StatusBadge.tsx';
import { ScrollRegion } from '../../../components/ui/ScrollRegion.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { hex, type DiffRow } from '../parameter-diff.ts';

export function DiffTable({ rows, onlyDifferences }: { rows: DiffRow[]; onlyDifferences: boolean }) {
  const { t } = useI18n();
  const shown = onlyDifferences ? rows.filter((r) => r.differs) : rows;
  return (
    <ScrollRegion label={t('stb.param.diff')}>
      <table className="data-table" data-testid="parameter-diff">
        <caption className="visually-hidden">{t('stb.param.diff')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stb.param.name')}</th>
            <th scope="col" className="num">
              {t('stb.param.cloud')}
            </th>
            <th scope="col" className="num">
              {t('stb.param.bike')}
            </th>
            <th scope="col">{t('stb.diag.state')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.index} className={r.differs ? 'row-differs' : undefined}>
              <td className="mono">{t('stb.param.byte', { index: r.index })}</td>
              <td className="num mono">{hex(r.expected)}</td>
              <td className="num mono">{hex(r.actual)}</td>
              <td>
                {r.differs ? (
                  <StatusBadge tone="warn">{t('stb.param.differs')}</StatusBadge>
                ) : (
                  <StatusBadge tone="good">{t('stb.param.same')}</StatusBadge>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
