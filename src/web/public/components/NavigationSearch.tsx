import { searchMessages } from '../../../shared/messages/search';
import { islandWords } from '../island-words.server';
import SearchOverlay, { SEARCH_KEY, SEARCH_OVERLAY_WORDS } from '../islands/SearchOverlay.island';
import { Island } from './Island';
import { usePageLang } from './page-language';

/** The navigation's search: the overlay island with its words in the page's language; wakes on use or on `/`. */
export function NavigationSearch() {
  const words = islandWords(usePageLang(), searchMessages, SEARCH_OVERLAY_WORDS);
  return (
    <Island name="SearchOverlay" component={SearchOverlay} props={{ words }} when="interaction" wakeKey={SEARCH_KEY} />
  );
}
