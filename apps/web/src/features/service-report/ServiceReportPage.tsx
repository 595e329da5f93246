// service-report: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function ServiceReportPage() {
  return <PlaceholderScreen titleKey="screen.serviceReport" textKey="screen.serviceReport.text" icon="book" />;
}
