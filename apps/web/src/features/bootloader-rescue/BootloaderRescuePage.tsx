// bootloader-rescue: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function BootloaderRescuePage() {
  return <PlaceholderScreen titleKey="screen.bootloaderRescue" textKey="screen.bootloaderRescue.text" icon="wrench" />;
}
