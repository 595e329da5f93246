// search-result: the screen's frame; the feature's own issue fills in the content.
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function SearchResultPage() {
  return <PlaceholderScreen titleKey="screen.searchResult" textKey="screen.searchResult.text" icon="search" />;
}
