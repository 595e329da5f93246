// full-diagnosis-process: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function FullDiagnosisProcessPage() {
  return <PlaceholderScreen titleKey="screen.fullDiagnosisProcess" textKey="screen.fullDiagnosisProcess.text" icon="wrench" />;
}
