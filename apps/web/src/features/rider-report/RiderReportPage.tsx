// /rider-report#<token>: a published service report as the rider opens it from the shop's link,
// without an account. Outside the navigation guard and the portal's frame: the rider is not a
// portal user, so no sign-in, no cookie prompt, no menu; language and theme can still be chosen.
// The token is read from the fragment, which browsers never send to a server.
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ThemeToggle } from '../../components/ui/ThemeToggle.tsx';
import { TranslationWidget } from '../../components/ui/TranslationWidget.tsx';
import { RiderReportBody } from '../../components/records/RiderReportBody.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { formatDateTime } from '../../lib/format/date.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useRiderReport } from './api/open-rider-report.ts';
import './rider-report-page.css';

export function RiderReportPage() {
  const { t, locale } = useI18n();
  const token = useLocation().hash.replace(/^#/, '');
  const report = useRiderReport(token);
  const expired = report.error instanceof ApiError && report.error.code === 401701;
  let body;
  if (!token || report.isError)
    body = (
      <EmptyState
        as="h1"
        icon="book"
        title={t(expired ? 'rider.expiredTitle' : 'rider.notFoundTitle')}
        text={t(expired ? 'rider.expired' : 'rider.notFound')}
      />
    );
  else if (!report.data) body = <Spinner label={t('common.loading')} />;
  else {
    const r = report.data;
    body = (
      <article className="stack" aria-labelledby="rider-title">
        <header className="rider-head">
          <h1 id="rider-title">{r.title}</h1>
          <p className="muted">
            {t('rider.from', { shop: r.shop.name, date: formatDateTime(r.published_at, locale) })}
          </p>
          <Button variant="secondary" className="rider-print" onClick={() => window.print()}>
            {t('sreport.print')}
          </Button>
        </header>
        <RiderReportBody
          report={{
            bike: r.bike,
            shopName: r.shop.name,
            healthScore: r.health_score,
            summary: r.summary,
            tasks: r.tasks.map((x, i) => ({ ...x, key: i, notes: x.notes.map((body) => ({ body })) })),
            activities: r.activities.map((a, i) => ({
              ...a,
              key: i,
              notes: a.notes.map((body) => ({ body })),
            })),
          }}
        />
        <p className="muted rider-expiry">
          {t('rider.linkValidUntil', { date: formatDateTime(r.expires_at, locale) })}
        </p>
      </article>
    );
  }
  return (
    <div className="auth-page">
      <header className="auth-topbar">
        <span className="brand">{t('app.name')}</span>
        <div className="header-tools">
          <TranslationWidget />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="auth-content" tabIndex={-1}>
        <div className="card rider-sheet">{body}</div>
      </main>
    </div>
  );
}
