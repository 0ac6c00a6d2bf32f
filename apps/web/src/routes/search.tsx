import { useSearchParams } from 'react-router';
import { SEARCH_TEXT_MAX } from '../features/search/api/get-search-results';
import { SearchResultsPage } from '../features/search/components/search-results-page';

/** /search?q=: the search results page (Enter in a search box, or the hero's Search button). */
export function Component() {
  const [params] = useSearchParams();
  return <SearchResultsPage text={(params.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX)} />;
}
