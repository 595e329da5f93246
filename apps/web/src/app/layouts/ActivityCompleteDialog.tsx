// The activity-complete dialog: opened by recordActivity() after a successful activity and the task
// reload that followed it; lists what the reload changed and offers the way back to the overview.
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import {
  activityName,
  taskLabel,
  closeActivityDialog,
  useServiceTool,
  openTasks,
} from '../../domain/service-tool/index.ts';

export function ActivityCompleteDialog() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { completedActivity, taskInfo } = useServiceTool();
  if (!completedActivity) return null;
  const remaining = openTasks(taskInfo?.task_list).length;
  const completed = completedActivity.events.filter((e) => e.kind === 'completed');
  return (
    <Modal
      open
      onClose={closeActivityDialog}
      closeLabel={t('common.close')}
      title={t('st.activityDone.title')}
      footer={
        <>
          <Button variant="secondary" onClick={closeActivityDialog}>
            {t('common.close')}
          </Button>
          <Button
            onClick={() => {
              closeActivityDialog();
              void navigate(paths.serviceTool);
            }}
          >
            {t('st.activityDone.toOverview')}
          </Button>
        </>
      }
    >
      <p>
        {t(completedActivity.tasksReloaded ? 'st.activityDone.text' : 'st.activityDone.textNoReload', {
          activity: activityName(completedActivity.kind),
        })}
      </p>
      {completed.length > 0 ? (
        <>
          <p className="st-small muted">{t('st.activityDone.completedTasks')}</p>
          <ul className="st-done-list">
            {completed.map((e) => (
              <li key={e.id}>{taskLabel(e.task)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="st-small">
        {remaining === 0
          ? t('st.activityDone.noneLeft')
          : t('st.activityDone.remaining', { count: remaining })}
      </p>
    </Modal>
  );
}
