// firmware-update: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function FirmwareUpdatePage() {
  return <PlaceholderScreen titleKey="screen.firmwareUpdate" textKey="screen.firmwareUpdate.text" icon="wrench" />;
}
