// The components and what each can get; a checkbox per offered image (all chosen by default).
import { componentDisplayName } from '../../../lib/i18n/component-names.ts';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/charts/StatusBadge.tsx';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import { pageHref } from '../../../domain/service-tool/index.ts';
import type { PlanRow } from '../use-firmware-plan.ts';

export function UpdateList({
  rows,
  chosen,
  disabled,
  onToggle,
}: {
  rows: PlanRow[];
  chosen: ReadonlySet<number>;
  disabled: boolean;
  onToggle: (firmwareId: number, on: boolean) => void;
}) {
  const { t } = useI18n();
  return (
    <table className="ov-table fw-table">
      <caption className="visually-hidden">{t('st.fw.components')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('st.overview.part')}</th>
          <th scope="col">{t('st.fw.installed')}</th>
          <th scope="col">{t('st.fw.available')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const c = row.component;
          const name = componentDisplayName(c.part_type);
          return (
            <tr key={`${c.part_type}-${c.barcode}`}>
              <th scope="row">
                {name}
                <span className="muted fw-sub">{c.barcode}</span>
              </th>
              <td>
                {c.in_bootloader ? t('st.overview.inBootloader') : c.firmware_version || '—'}
                {c.font_version !== null ? (
                  <span className="muted fw-sub">
                    {t('st.fw.frames', { font: c.font_version, icon: c.icon_version ?? '—' })}
                  </span>
                ) : null}
              </td>
              <td>
                {row.status === 'update' ? (
                  <ul className="fw-offers">
                    {row.updates.map((u) => (
                      <li key={u.id}>
                        <label className="fw-offer">
                          <input
                            type="checkbox"
                            checked={chosen.has(u.id)}
                            disabled={disabled}
                            onChange={(e) => onToggle(u.id, e.target.checked)}
                          />
                          <span>
                            <strong>
                              {t(`st.fw.kind.${u.kind}` as MessageKey)} {u.version}
                            </strong>
                            {u.release_note ? <span className="muted fw-sub">{u.release_note}</span> : null}
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                ) : row.status === 'inBootloader' ? (
                  <span>
                    <StatusBadge tone="bad">{t('st.fw.state.inBootloader')}</StatusBadge>{' '}
                    <span className="muted">{t('st.fw.why.notAppMode')}</span>{' '}
                    <Link to={pageHref('bootloaderRescue')}>{t('screen.bootloaderRescue')}</Link>
                  </span>
                ) : row.status === 'hardware' && row.hardware ? (
                  <span>
                    <StatusBadge tone="warn">{t('st.fw.state.hardware')}</StatusBadge>{' '}
                    <span className="muted">
                      {t('st.fw.hardwareText', {
                        version: row.hardware.version,
                        hardware: row.hardware.hardware.join(', '),
                        board: c.hardware_version,
                      })}
                    </span>
                  </span>
                ) : (
                  <StatusBadge
                    tone={row.status === 'upToDate' ? 'good' : row.status === 'error' ? 'bad' : 'neutral'}
                  >
                    {t(`st.fw.state.${row.status}` as MessageKey)}
                  </StatusBadge>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
