// components-overview: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function ComponentsOverviewPage() {
  return <PlaceholderScreen titleKey="screen.componentsOverview" textKey="screen.componentsOverview.text" icon="bike" />;
}
