// The service tool overview (/service-tool): the connected bike (model, VIN, picture, components read
// through the bridge), its health score with the band and task ratio, the open tasks with the screen
// that resolves each, and what to do next. Tasks can be reloaded; the bike can be released.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { hasPermission } from '@dealer/contracts';
import { componentDisplayName } from '../../lib/i18n/component-names.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { href } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { useBike } from '../../lib/api/bike.ts';
import {
  moduleIdShown,
  taskLabel,
  pageEntry,
  pageHref,
  clearWorkspace,
  reloadTasks,
  useServiceTool,
  reactToServiceToolError,
  byUrgency,
  TASK_PAGE,
  openTasks,
} from '../../domain/service-tool/index.ts';
import { disconnect } from './api/disconnect.ts';
import { HealthPanel } from './components/HealthPanel.tsx';
import { nextStep } from './next-step.ts';
import defaultBike from './default-bike.svg';
import '../../components/ui/panels.css';
import './overview.css';

export function ServiceToolOverviewPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { workspace, reading, taskInfo, health, reloading } = useServiceTool();
  const bike = useBike(workspace?.vin ?? '');
  const [leaving, setLeaving] = useState(false);
  const session = useSession();
  if (!workspace) return null;
  const tasks = openTasks(taskInfo?.task_list).sort(byUrgency);
  const next = nextStep(taskInfo?.task_list);
  const nextTitle = t(pageEntry(next.page).titleKey);

  const reload = () =>
    reloadTasks().catch((e: unknown) =>
      reactToServiceToolError(e, { action: t('st.overview.reload'), retry: () => void reload() }),
    );
  const leave = async () => {
    setLeaving(true);
    // The workspace is left before the bike is released: the status event of the disconnect can
    // arrive before its answer, and a workspace still open then reads as a bike that went away
    // ("Reconnect the bike", the connector "unplugged") — decision 2802.
    const credential = workspace.sessionToken;
    clearWorkspace();
    await disconnect(credential).catch(() => undefined);
  };

  return (
    <ScreenFrame
      title={t('serviceTool.title')}
      description={t('st.overview.description')}
      actions={
        <>
          <Button variant="secondary" busy={reloading} onClick={() => void reload()}>
            {t('st.overview.reload')}
          </Button>
          {hasPermission(session.permission, 'manage_claim_case') ? (
            // A claim from the connected bike carries this workspace's reading (docs/decisions/1410).
            <Link className="btn btn-secondary" to={href.claimNew(workspace.vin, workspace.id)}>
              {t('claim.fileFromBike')}
            </Link>
          ) : null}
          <Button variant="ghost" busy={leaving} onClick={() => void leave()}>
            {t('st.overview.leave')}
          </Button>
        </>
      }
    >
      <div className="ov-grid">
        <section className="card ov-bike" aria-labelledby="ov-bike-title">
          <img
            className="ov-bike-image"
            src={bike.data?.image_url ?? defaultBike}
            alt={bike.data ? t('st.overview.bikeImage', { model: bike.data.bike_spec.name }) : ''}
            onError={(e) => {
              // A picture that cannot be loaded: the default bike image (portal-spec §3).
              if (!e.currentTarget.src.endsWith(defaultBike)) e.currentTarget.src = defaultBike;
            }}
          />
          <div>
            <h2 id="ov-bike-title">
              {bike.data ? `${bike.data.brand.name} ${bike.data.bike_spec.name}` : workspace.vin}
            </h2>
            <dl className="st-kv">
              <dt>{t('st.connect.vin')}</dt>
              <dd className="st-vin">{workspace.vin}</dd>
              {bike.data ? (
                <>
                  <dt>{t('st.connect.frame.number')}</dt>
                  <dd>{bike.data.frame_number}</dd>
                  <dt>{t('st.overview.activated')}</dt>
                  <dd>{bike.data.activated ? t('st.overview.yes') : t('st.overview.no')}</dd>
                </>
              ) : null}
              <dt>{t('st.connect.done.workspace')}</dt>
              <dd>{t('st.workspaceNo', { id: workspace.id })}</dd>
            </dl>
          </div>
        </section>
        <HealthPanel health={health} taskInfo={taskInfo} />
      </div>

      <section className="card ov-next" aria-labelledby="ov-next-title">
        <h2 id="ov-next-title">{t('st.overview.next')}</h2>
        <p>
          {next.task
            ? t('st.overview.nextTask', { task: taskLabel(next.task), page: nextTitle })
            : t('st.overview.nextNone')}
        </p>
        <Button onClick={() => void navigate(pageHref(next.page))}>
          {t('st.overview.goTo', { page: nextTitle })}
        </Button>
      </section>

      <section className="card" aria-labelledby="ov-tasks-title">
        <h2 id="ov-tasks-title">{t('st.tasks.title')}</h2>
        {tasks.length === 0 ? (
          <p className="muted">{t('st.tasks.none')}</p>
        ) : (
          <table className="ov-table">
            <caption className="visually-hidden">{t('st.tasks.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('st.overview.level')}</th>
                <th scope="col">{t('st.overview.task')}</th>
                <th scope="col">{t('st.overview.part')}</th>
                <th scope="col">{t('st.overview.action')}</th>
              </tr>
            </thead>
            <tbody>
              {tasks.map((task) => (
                <tr key={task.id}>
                  <td>
                    <span className={`st-level st-level-${task.level}`}>
                      {t(task.level === 'critical' ? 'st.level.critical' : 'st.level.warning')}
                    </span>
                  </td>
                  <td>{taskLabel({ task_type: task.task_type, part_type: null })}</td>
                  <td>{task.part_type ? componentDisplayName(task.part_type) : '—'}</td>
                  <td>
                    <Button
                      size="s"
                      variant="secondary"
                      onClick={() => void navigate(pageHref(TASK_PAGE[task.task_type]))}
                    >
                      {t(pageEntry(TASK_PAGE[task.task_type]).titleKey)}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="card" aria-labelledby="ov-components-title">
        <h2 id="ov-components-title">{t('st.overview.components')}</h2>
        {reading ? (
          <table className="ov-table">
            <caption className="visually-hidden">{t('st.overview.components')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('st.overview.part')}</th>
                <th scope="col">{t('st.overview.serial')}</th>
                <th scope="col">{t('st.overview.moduleId')}</th>
                <th scope="col">{t('st.overview.firmware')}</th>
                <th scope="col">{t('st.overview.hardware')}</th>
              </tr>
            </thead>
            <tbody>
              {reading.basicInfo.components.map((c) => (
                <tr key={`${c.part_type}-${c.barcode}`}>
                  <td>{componentDisplayName(c.part_type)}</td>
                  {/* Identifiers, the same in every language (a module ID is hex: "…1A" is no amperes). */}
                  <td className="ov-mono" translate="no">
                    {c.barcode}
                  </td>
                  <td className="ov-mono" translate="no">
                    {moduleIdShown(c) || '—'}
                  </td>
                  <td>
                    {c.in_bootloader ? (
                      t('st.overview.inBootloader')
                    ) : (
                      <span translate="no">{c.firmware_version || '—'}</span>
                    )}
                  </td>
                  <td translate="no">{c.hardware_version}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <div className="row">
            <p className="muted">{t('st.overview.notRead')}</p>
            <Button variant="secondary" busy={reloading} onClick={() => void reload()}>
              {t('st.overview.reload')}
            </Button>
          </div>
        )}
      </section>
    </ScreenFrame>
  );
}
