// report-form: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function ReportFormPage() {
  return <PlaceholderScreen titleKey="screen.reportForm" textKey="screen.reportForm.text" icon="chat" />;
}
