// "{page} page not accessible" (portal-spec §8): the alert, and the same notice in place of the screen
// so closing the alert does not reveal it. The button goes to the screen that resolves the task.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { titleCase } from '../../lib/format/text.ts';
import { t as translate, useI18n } from '../../lib/i18n/i18n.ts';
import {
  type Block,
  taskName,
  pageEntry,
  pageHref,
  type ServiceToolPage,
} from '../../domain/service-tool/index.ts';
import { closeAlert, showAlert } from '../../lib/stores/shell-stores.ts';
import { navigateTo } from '../../lib/navigation.ts';

export function BlockedPage({ page, block }: { page: ServiceToolPage; block: Block }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const pageTitle = t(pageEntry(page).titleKey);
  const title = t('st.blocked.title', { page: pageTitle });
  const text = t('st.blocked.text', { task: taskName(block.task.task_type) });
  const button = titleCase(t(block.rule.button));
  const target = pageHref(block.rule.target);

  useEffect(() => {
    showAlert({
      type: 'warning',
      title: translate('st.blocked.title', { page: pageTitle }),
      subtitle: translate('st.blocked.text', { task: taskName(block.task.task_type) }),
      confirmText: button,
      onConfirm: () => {
        closeAlert();
        navigateTo(target);
      },
    });
    return () => closeAlert();
  }, [page, block.task.id, pageTitle, button, target, block.task.task_type]);

  return (
    <ScreenFrame title={pageTitle}>
      <div className="card">
        <EmptyState
          icon="warning"
          title={title}
          text={text}
          action={<Button onClick={() => void navigate(target)}>{button}</Button>}
        />
      </div>
    </ScreenFrame>
  );
}
