// published-service-report: a report as the rider receives it, addressed by its id.
import { useParams } from 'react-router';
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function PublishedServiceReportPage() {
  const { serviceReportId } = useParams();
  return <PlaceholderScreen key={serviceReportId} titleKey="screen.publishedServiceReport" textKey="screen.publishedServiceReport.text" icon="book" />;
}
