// service-tool overview: where a bike is connected; the connect-bike issue fills in the flow.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function ServiceToolOverviewPage() {
  return <PlaceholderScreen titleKey="serviceTool.title" textKey="serviceTool.overviewText" emptyKey="home.connectTitle" icon="bike" />;
}
