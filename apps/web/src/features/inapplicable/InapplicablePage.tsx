// inapplicable: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function InapplicablePage() {
  return <PlaceholderScreen titleKey="screen.inapplicable" textKey="screen.inapplicable.text" icon="info" />;
}
