// What a Bafang system says about itself: manufacturer, customer number and bootloader version per
// device, the display's trip statistics and the pack's cell voltages (each as read, or "—").
import { localeFormat, type QuantityUnit } from '@dealer/contracts';
import { useI18n } from '../../../../lib/i18n/i18n.ts';
import type { MessageKey } from '../../../../lib/i18n/i18n.ts';
import { cellsQuery, infoQuery, tripQuery, useBafangQuery } from '../bafang-calls.ts';

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);

export function BafangInfoPanel() {
  const { t, locale } = useI18n();
  const format = localeFormat(locale);
  /** A reading with its unit in the reader's locale ("21,5 km/h"), or "—" when not read. */
  const qty = (v: number | null | undefined, unit: QuantityUnit, digits?: number) =>
    v === null || v === undefined ? '—' : format.quantity(v, unit, digits);
  const info = useBafangQuery(infoQuery);
  const trip = useBafangQuery(tripQuery);
  const cells = useBafangQuery(cellsQuery);
  return (
    <section className="panel" aria-labelledby="bafang-info">
      <h2 id="bafang-info">{t('stb.bafang.info')}</h2>
      <table className="data-table" data-testid="bafang-devices">
        <thead>
          <tr>
            <th>{t('stb.bafang.device')}</th>
            <th>{t('stb.bafang.manufacturer')}</th>
            <th>{t('stb.bafang.customerNumber')}</th>
            <th>{t('stb.bafang.bootloader')}</th>
          </tr>
        </thead>
        <tbody>
          {info.data?.devices.map((d) => (
            <tr key={d.device}>
              <td>{t(`stb.bafang.dev.${d.device}` as MessageKey)}</td>
              <td>{dash(d.manufacturer)}</td>
              <td>{dash(d.customer_number)}</td>
              <td>{dash(d.bootloader_version)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('stb.bafang.trip')}</h3>
      <dl className="facts" data-testid="bafang-trip">
        <dt>{t('stb.bafang.totalKm')}</dt>
        <dd>{qty(trip.data?.total_km, 'km')}</dd>
        <dt>{t('stb.bafang.tripKm')}</dt>
        <dd>{qty(trip.data?.trip_km, 'km')}</dd>
        <dt>{t('stb.bafang.maxSpeed')}</dt>
        <dd>{qty(trip.data?.max_speed_kmh, 'km/h')}</dd>
        <dt>{t('stb.bafang.avgSpeed')}</dt>
        <dd>{qty(trip.data?.average_speed_kmh, 'km/h')}</dd>
        <dt>{t('stb.bafang.serviceKm')}</dt>
        <dd>{qty(trip.data?.service_km, 'km')}</dd>
      </dl>
      <h3>{t('stb.bafang.cells')}</h3>
      <ol className="cell-list" data-testid="bafang-cells">
        {cells.data?.cells_v.map((v, i) => (
          <li key={i}>{t('stb.bafang.cell', { n: i + 1, volts: format.quantity(v, 'V', 3) })}</li>
        ))}
      </ol>
    </section>
  );
}
