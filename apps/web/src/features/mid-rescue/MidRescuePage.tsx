// mid-rescue: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function MidRescuePage() {
  return <PlaceholderScreen titleKey="screen.midRescue" textKey="screen.midRescue.text" icon="wrench" />;
}
