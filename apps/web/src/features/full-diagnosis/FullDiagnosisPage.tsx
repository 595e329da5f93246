// full-diagnosis: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function FullDiagnosisPage() {
  return <PlaceholderScreen titleKey="screen.fullDiagnosis" textKey="screen.fullDiagnosis.text" icon="wrench" />;
}
