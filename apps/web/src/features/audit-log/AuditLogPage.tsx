// /audit-log: the audit log of the service center's regions (issue 15, docs/decisions/1511): a table
// of who changed what and when, filtered by subject, action, subject id and time range, paged. The
// filters and the page are the URL's query. Only manage_dealer reaches it (the route's rule).
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useAuditLog } from './api/list-audit-log.ts';
import { AUDIT_PAGE_SIZE } from './audit-filters.ts';
import { AuditFilterForm } from './components/AuditFilterForm.tsx';
import { AuditTable } from './components/AuditTable.tsx';
import { useAskedFilters } from './use-asked-filters.ts';
import './audit-log.css';

export function AuditLogPage() {
  const { t } = useI18n();
  // Typing in a filter replaces the history entry; paging adds one, so Back returns to the page before.
  const [filters, go] = useAskedFilters();
  const log = useAuditLog(filters);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / AUDIT_PAGE_SIZE)) : 1;
  return (
    <ScreenFrame title={t('audit.title')} description={t('audit.description')}>
      <AuditFilterForm filters={filters} onChange={(patch) => go(patch, true)} />
      {!log.data ? (
        <Spinner label={t('common.loading')} />
      ) : log.data.items.length === 0 ? (
        <EmptyState icon="search" title={t('audit.emptyTitle')} text={t('audit.empty')} />
      ) : (
        <AuditTable rows={log.data.items} total={log.data.total} />
      )}
      {pages > 1 ? (
        <nav className="al-pager" aria-label={t('book.pages')}>
          <Button
            size="s"
            variant="secondary"
            disabled={filters.page <= 1}
            onClick={() => go({ page: filters.page - 1 }, false)}
          >
            {t('book.previous')}
          </Button>
          <span>{t('book.pageOf', { page: filters.page, pages })}</span>
          <Button
            size="s"
            variant="secondary"
            disabled={filters.page >= pages}
            onClick={() => go({ page: filters.page + 1 }, false)}
          >
            {t('book.next')}
          </Button>
        </nav>
      ) : null}
    </ScreenFrame>
  );
}
