// The report as the rider receives it: bike, shop, summary, findings with their fault codes and
// the work done, in the rider's words. Used in the print preview; the printed page, the rider's
// link and the server PDF carry the same content.
import { RiderReportBody } from '../../../components/records/RiderReportBody.tsx';
import { riderDataOf, type ReportContent } from '../../../components/records/report-content.ts';

export type { ReportContent };

export function ReportDocument({
  title,
  summary,
  content,
  status,
}: {
  title: string;
  summary: string;
  content: ReportContent;
  status: string;
}) {
  return (
    <article className="srp-doc" aria-label={title}>
      <header className="srp-doc-head">
        <h2>{title}</h2>
        <p className="muted">{status}</p>
      </header>
      <RiderReportBody report={riderDataOf(content, summary)} headingLevel={3} />
    </article>
  );
}
