// sensor-diagnosis: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function SensorDiagnosisPage() {
  return <PlaceholderScreen titleKey="screen.sensorDiagnosis" textKey="screen.sensorDiagnosis.text" icon="wrench" />;
}
