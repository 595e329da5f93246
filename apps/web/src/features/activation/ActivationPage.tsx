// activation: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function ActivationPage() {
  return <PlaceholderScreen titleKey="screen.activation" textKey="screen.activation.text" icon="bike" />;
}
