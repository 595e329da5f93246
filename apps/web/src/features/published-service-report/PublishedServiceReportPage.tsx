// /published-service-report/{serviceReportId}: the published report, read-only, as the rider
// receives it, with print, PDF and the rider's link. The id in the address is the report's public id.
import { Link, useParams } from 'react-router';
import { hasPermission } from '@dealer/contracts';
import { Button } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ScreenFrame } from '../../components/ui/ScreenFrame.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { paths } from '../../config/paths.ts';
import { RecordingSummary } from '../../components/records/RecordingSummary.tsx';
import { RiderReportBody } from '../../components/records/RiderReportBody.tsx';
import { riderDataOf } from '../../components/records/report-content.ts';
import { formatDateTime } from '../../lib/format/date.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { useExportReportPdf } from './api/export-report-pdf.ts';
import { usePublishedReport } from './api/get-published-report.ts';
import { RiderLinkPanel } from './components/RiderLinkPanel.tsx';
import './published-service-report.css';

export function PublishedServiceReportPage() {
  const { t, locale } = useI18n();
  const { serviceReportId = '' } = useParams();
  const report = usePublishedReport(serviceReportId);
  const pdf = useExportReportPdf();
  // The shop hands the report out; a reviewing service center only reads it (the API agrees).
  const canShare = hasPermission(useSession().permission, 'manage_workspace');
  if (report.isError)
    return (
      <EmptyState
        as="h1"
        icon="book"
        title={t('pubreport.notFoundTitle')}
        text={t('pubreport.notFound')}
        action={
          <Link className="btn btn-primary" to={paths.home}>
            {t('nav.home')}
          </Link>
        }
      />
    );
  if (!report.data) return <Spinner label={t('common.loading')} />;
  const r = report.data;
  const c = r.content;
  return (
    <ScreenFrame
      title={r.title}
      description={t('pubreport.publishedOn', {
        date: formatDateTime(r.published_at ?? r.updated_at, locale),
        by: r.created_by,
      })}
      actions={
        <>
          <Button variant="secondary" onClick={() => window.print()}>
            {t('sreport.print')}
          </Button>
          <Button busy={pdf.isPending} onClick={() => pdf.mutate({ id: r.id, vin: r.vin })}>
            {t('sreport.downloadPdf')}
          </Button>
        </>
      }
    >
      <article className="psr-sheet stack" aria-labelledby="screen-title">
        <p>
          <span className="psr-stamp">{t('pubreport.published')}</span>
          {/* Two labels, not one sentence: "Published · Report 1A2B" reads in every language. */}
          <span className="muted"> · {t('pubreport.reportId', { id: r.public_id ?? '' })}</span>
        </p>
        <RiderReportBody report={riderDataOf(c, r.summary)} />
      </article>
      {/* The shop's record of the ride on the stand: beside the rider's sheet, not on it (decision 1776). */}
      {r.recording ? <RecordingSummary recording={r.recording} /> : null}
      {canShare ? <RiderLinkPanel reportId={r.id} /> : null}
    </ScreenFrame>
  );
}
