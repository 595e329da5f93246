// bike-diff: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function BikeDiffPage() {
  return <PlaceholderScreen titleKey="screen.bikeDiff" textKey="screen.bikeDiff.text" icon="bike" />;
}
