// bike-setting: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function BikeSettingPage() {
  return <PlaceholderScreen titleKey="screen.bikeSetting" textKey="screen.bikeSetting.text" icon="bike" />;
}
