// cloud-no-mid: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function CloudNoMidPage() {
  return <PlaceholderScreen titleKey="screen.cloudNoMid" textKey="screen.cloudNoMid.text" icon="wrench" />;
}
