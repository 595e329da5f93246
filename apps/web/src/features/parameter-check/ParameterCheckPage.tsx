// parameter-check: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function ParameterCheckPage() {
  return <PlaceholderScreen titleKey="screen.parameterCheck" textKey="screen.parameterCheck.text" icon="wrench" />;
}
