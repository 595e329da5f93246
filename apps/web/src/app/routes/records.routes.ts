// The records screens in the default layout: service book, reports, help centre, case review.
// A new screen: one `page(...)` entry here and its path in config/paths.ts.
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { page } from '../lazy-screen.ts';

export const recordsRoutes: RouteObject[] = [
  page(paths.serviceBook, () => import('../../features/service-book/ServiceBookPage.tsx'), 'ServiceBookPage'),
  page(paths.reportForm, () => import('../../features/report-form/ReportFormPage.tsx'), 'ReportFormPage'),
  page(
    paths.serviceReport,
    () => import('../../features/service-report/ServiceReportPage.tsx'),
    'ServiceReportPage',
  ),
  page(
    paths.publishedServiceReport,
    () => import('../../features/published-service-report/PublishedServiceReportPage.tsx'),
    'PublishedServiceReportPage',
  ),
  page(paths.helpCentre, () => import('../../features/help-centre/HelpCentrePage.tsx'), 'HelpCentrePage'),
  page(paths.helpArticle, () => import('../../features/help-centre/HelpArticlePage.tsx'), 'HelpArticlePage'),
  page(paths.caseReview, () => import('../../features/case-review/CaseReviewPage.tsx'), 'CaseReviewPage'),
];
