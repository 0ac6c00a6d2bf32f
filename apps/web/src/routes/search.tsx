import { useSearchParams } from 'react-router';
import { searchTextFromParam } from '../features/search/api/get-search-results';
import { SearchResultsPage } from '../features/search/components/search-results-page';

/** /search?q=: the search results page (Enter in a search box, or the hero's Search button). */
export function Component() {
  const [params] = useSearchParams();
  return <SearchResultsPage text={searchTextFromParam(params.get('q'))} />;
}
