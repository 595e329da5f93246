// component-diagnosis: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function ComponentDiagnosisPage() {
  return <PlaceholderScreen titleKey="screen.componentDiagnosis" textKey="screen.componentDiagnosis.text" icon="wrench" />;
}
