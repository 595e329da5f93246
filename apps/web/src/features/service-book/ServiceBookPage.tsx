// service-book: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function ServiceBookPage() {
  return <PlaceholderScreen titleKey="screen.serviceBook" textKey="screen.serviceBook.text" icon="book" />;
}
