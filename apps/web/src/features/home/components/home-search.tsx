import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search/search-field';

/**
 * The home page's search card (docs/product.md#screens-and-routes, "Home"): the shared search box
 * (its suggestions load on first use) in its large variant.
 */
export function HomeSearch() {
  const { t } = useTranslation('home');
  const headingId = `${useId()}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 text-slate-900 shadow-xl sm:p-6">
      <h2 id={headingId} className="text-lg font-bold">
        {t('search.heading')}
      </h2>
      <SearchField
        variant="section"
        ns="home"
        className="mt-3"
        inputTestId="home-search-input"
        listTestId="home-search-results"
      />
    </section>
  );
}
