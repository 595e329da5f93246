// hmi-diagnosis: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function HmiDiagnosisPage() {
  return <PlaceholderScreen titleKey="screen.hmiDiagnosis" textKey="screen.hmiDiagnosis.text" icon="wrench" />;
}
