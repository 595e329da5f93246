// The bytes read from the bike while the cloud holds no reference: nothing to compare, so no verdict
// per byte, only the values, eight to a row as a hex dump reads ("Bytes 0–7"), instead of one
// "byte_NN" row each beside a dash (issue 28 point 4).
import { ScrollRegion } from '../../../components/ui/ScrollRegion.tsx';
import { useI18n } from '../../../lib/i18n/i18n.ts';
import { hex } from '../parameter-diff.ts';

const PER_ROW = 8;

export function ByteGrid({ bytes }: { bytes: readonly number[] }) {
  const { t } = useI18n();
  const rows = Array.from({ length: Math.ceil(bytes.length / PER_ROW) }, (_, r) =>
    bytes.slice(r * PER_ROW, r * PER_ROW + PER_ROW),
  );
  return (
    <ScrollRegion label={t('stb.param.bikeBytes')}>
      <table className="data-table byte-grid" data-testid="parameter-bytes">
        <caption className="visually-hidden">{t('stb.param.bikeBytes')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stb.param.name')}</th>
            {Array.from({ length: PER_ROW }, (_, i) => (
              <th key={i} scope="col" className="num mono">
                +{i}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              <th scope="row">
                {t('stb.param.bytesRow', { from: r * PER_ROW, to: r * PER_ROW + row.length - 1 })}
              </th>
              {row.map((b, i) => (
                <td key={i} className="num mono">
                  {hex(b)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
