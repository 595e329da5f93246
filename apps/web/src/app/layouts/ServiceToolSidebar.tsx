// The service tool's side column: the bike, the link it is reached through and its health score with the band, the navigation over
// the screens (blocked ones marked), the open tasks with level and target part, and the task events.
import { NavLink } from 'react-router';
import { useI18n } from '../../lib/i18n/i18n.ts';
import {
  blockOf,
  taskLabel,
  pageEntry,
  pageHref,
  SERVICE_TOOL_PAGES,
  type ServiceToolPage,
  useServiceTool,
  byUrgency,
  TASK_PAGE,
  openTasks,
  PAGE_ACTIVITIES,
  unsupportedOf,
  useCapabilities,
} from '../../domain/service-tool/index.ts';
import { HealthScore } from './HealthScore.tsx';
import { LinkInUse } from './LinkInUse.tsx';
import { ReloadProgress } from './ReloadProgress.tsx';
import { TaskEvents } from './TaskEvents.tsx';

export function ServiceToolSidebar({ page }: { page: ServiceToolPage }) {
  const { t } = useI18n();
  const { workspace, taskInfo, health, reloading } = useServiceTool();
  const tasks = openTasks(taskInfo?.task_list).sort(byUrgency);
  const capabilities = useCapabilities();
  return (
    <aside className="service-tool-side">
      <section className="st-card st-bike" aria-labelledby="st-bike-title">
        <h2 id="st-bike-title" className="st-card-title">
          {t('st.bike')}
        </h2>
        <p className="st-vin">{workspace?.vin}</p>
        <p className="muted st-small">{t('st.workspaceNo', { id: workspace?.id ?? '' })}</p>
        <LinkInUse />
        <HealthScore health={health} />
      </section>

      <nav className="side-nav" aria-label={t('serviceTool.nav')}>
        <p className="side-nav-title">{t('serviceTool.title')}</p>
        {SERVICE_TOOL_PAGES.filter((p) => p.nav).map((item) => {
          const block = blockOf(item.page, taskInfo?.task_list);
          const blocked = block !== null;
          const unavailable = unsupportedOf(capabilities, PAGE_ACTIVITIES[item.page] ?? []).length > 0;
          return (
            <NavLink
              key={item.page}
              to={pageHref(item.page)}
              end={item.page === 'overview'}
              className={[
                'side-nav-link',
                blocked ? 'side-nav-link-blocked' : '',
                unavailable ? 'side-nav-link-unavailable' : '',
              ].join(' ')}
              aria-current={item.page === page ? 'page' : undefined}
            >
              {t(item.titleKey)}
              {blocked ? (
                <>
                  <svg
                    className="side-nav-lock"
                    width="12"
                    height="12"
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      fill="currentColor"
                      d="M17 9V7A5 5 0 0 0 7 7v2H5v13h14V9h-2Zm-8-2a3 3 0 0 1 6 0v2H9V7Z"
                    />
                  </svg>
                  {/* The reason shows without a click (issue 28 point 10); read out in brackets. */}
                  <span className="visually-hidden"> (</span>
                  <span className="side-nav-reason">
                    {t('st.waitsFor', { page: t(pageEntry(block.rule.target).titleKey) })}
                  </span>
                  <span className="visually-hidden">)</span>
                </>
              ) : null}
              {unavailable && !blocked ? (
                <span className="visually-hidden"> ({t('st.unavailable.mark')})</span>
              ) : null}
            </NavLink>
          );
        })}
      </nav>

      <section className="st-card" aria-labelledby="st-tasks-title" aria-busy={reloading || undefined}>
        <h2 id="st-tasks-title" className="st-card-title">
          {t('st.tasks.title')} <span className="st-count">{tasks.length}</span>
        </h2>
        {reloading ? <ReloadProgress /> : null}
        {tasks.length === 0 ? (
          <p className="muted st-small">{t('st.tasks.none')}</p>
        ) : (
          <ul className="st-task-list">
            {tasks.map((task) => (
              <li key={task.id} className={`st-task st-task-${task.level}`}>
                <span className={`st-level st-level-${task.level}`}>
                  {t(task.level === 'critical' ? 'st.level.critical' : 'st.level.warning')}
                </span>
                <NavLink to={pageHref(TASK_PAGE[task.task_type])} className="st-task-link">
                  {taskLabel(task)}
                </NavLink>
              </li>
            ))}
          </ul>
        )}
      </section>
      <TaskEvents />
    </aside>
  );
}
