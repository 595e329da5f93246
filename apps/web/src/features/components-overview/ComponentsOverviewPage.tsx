// Components overview: the bike's components by category, what the bus shows beside what the cloud
// has registered, with the way into component management (replace, integrate, add or remove an
// accessory) and battery information.
import { Link } from 'react-router';
import { componentDisplayName } from '../../lib/i18n/component-names.ts';
import { StatusBadge, type BadgeTone } from '../../components/charts/StatusBadge.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { ScrollRegion } from '../../components/ui/ScrollRegion.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';
import { href } from '../../config/paths.ts';
import { pageHref, useServiceTool, useBikeReading } from '../../domain/service-tool/index.ts';
import { useBike } from '../../lib/api/bike.ts';
import { groupComponents, type ComponentRow, type RowState } from './group-components.ts';
import '../../components/charts/charts.css';
import '../../components/ui/panels.css';

const STATE: Record<RowState, [BadgeTone, MessageKey]> = {
  ok: ['good', 'stb.overview.ok'],
  different: ['bad', 'stb.overview.different'],
  unregistered: ['warn', 'stb.overview.unregistered'],
  missing: ['warn', 'stb.overview.missing'],
};

function manageHref(query: Record<string, string>) {
  return `${pageHref('componentManagement')}?${new URLSearchParams(query).toString()}`;
}

function RowActions({ row, accessory }: { row: ComponentRow; accessory: boolean }) {
  const { t } = useI18n();
  const links: { to: string; label: string }[] = [];
  if (row.state === 'different' || row.state === 'unregistered')
    links.push({
      to: manageHref({
        part_type: row.partType,
        operation: row.registered ? 'REPLACE' : 'INSTALL',
        new: row.bus?.barcode ?? '',
      }),
      label: t('stb.overview.integrate'),
    });
  else if (row.registered)
    links.push({
      to: manageHref({ part_type: row.partType, operation: accessory ? 'REMOVE' : 'REPLACE' }),
      label: accessory ? t('stb.overview.remove') : t('stb.overview.replace'),
    });
  if (row.partType === 'battery' || row.partType === 'range_extender_battery')
    links.push({ to: href.serviceTool('battery'), label: t('stb.battery.title') });
  return (
    <span className="row">
      {links.map((l) => (
        <Link key={l.to} className="btn btn-s btn-secondary" to={l.to}>
          {l.label}
        </Link>
      ))}
    </span>
  );
}

export function ComponentsOverviewPage() {
  const { t } = useI18n();
  const { workspace } = useServiceTool();
  const reading = useBikeReading();
  const bike = useBike(workspace?.vin);
  if (!reading || !bike.data) return <Spinner label={t('common.loading')} />;
  const groups = groupComponents(reading.basicInfo.components, bike.data.components);
  return (
    <ScreenFrame
      title={t('screen.componentsOverview')}
      description={t('screen.componentsOverview.text')}
      actions={
        <>
          <Link className="btn btn-secondary" to={pageHref('addAccessory')}>
            {t('screen.addAccessory')}
          </Link>
          <Link className="btn btn-primary" to={pageHref('componentManagement')}>
            {t('screen.componentManagement')}
          </Link>
        </>
      }
    >
      {groups.map((g) => (
        <section key={g.category} className="panel" aria-labelledby={`cat-${g.category}`}>
          <h2 id={`cat-${g.category}`}>{t(`stb.cat.${g.category}`)}</h2>
          {g.rows.length === 0 ? (
            <p className="muted">{t('stb.overview.none')}</p>
          ) : (
            <ScrollRegion labelledBy={`cat-${g.category}`}>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('stb.diag.component')}</th>
                    <th scope="col">{t('stb.overview.onBike')}</th>
                    <th scope="col">{t('stb.overview.inCloud')}</th>
                    <th scope="col">{t('stb.diag.firmware')}</th>
                    <th scope="col">{t('stb.diag.state')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('stb.overview.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {g.rows.map((r) => {
                    const [tone, key] = STATE[r.state];
                    return (
                      <tr key={r.partType} data-testid={`component-${r.partType}`}>
                        <td className="title-case">{componentDisplayName(r.partType)}</td>
                        <td className="mono">{r.bus ? `${r.bus.barcode} · ${r.bus.part_spec_code}` : '—'}</td>
                        <td className="mono">
                          {r.registered ? `${r.registered.barcode} · ${r.registered.part_spec_code}` : '—'}
                        </td>
                        <td>
                          {r.bus?.in_bootloader ? t('stb.diag.bootloader') : r.bus?.firmware_version || '—'}
                        </td>
                        <td>
                          <StatusBadge tone={tone}>{t(key)}</StatusBadge>
                        </td>
                        <td>
                          <RowActions row={r} accessory={g.category === 'Accessory'} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </section>
      ))}
    </ScreenFrame>
  );
}
