// Task events of the last reloads: a task opened, completed, reopened or removed (announced politely).
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';
import { taskLabel, useServiceTool } from '../../domain/service-tool/index.ts';

export function TaskEvents() {
  const { t } = useI18n();
  const { taskEvents } = useServiceTool();
  return (
    <section className="st-card" aria-labelledby="st-events-title">
      <h2 id="st-events-title" className="st-card-title">
        {t('st.events.title')}
      </h2>
      <ul className="st-events" aria-live="polite">
        {taskEvents.length === 0 ? <li className="muted st-small">{t('st.events.none')}</li> : null}
        {taskEvents.slice(0, 6).map((e) => (
          <li key={e.id} className={`st-event st-event-${e.kind}`}>
            <strong>{t(`st.event.${e.kind}` as MessageKey)}</strong> {taskLabel(e.task)}
          </li>
        ))}
      </ul>
    </section>
  );
}
