// performance-tuning: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function PerformanceTuningPage() {
  return <PlaceholderScreen titleKey="screen.performanceTuning" textKey="screen.performanceTuning.text" icon="bike" />;
}
