import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchCombobox } from '../../../components/search/search-combobox';

/** The home page's search card (spec section 2 "Home"): the shared combobox in its large variant. */
export function HomeSearch() {
  const { t } = useTranslation('home');
  const headingId = `${useId()}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 text-slate-900 shadow-xl sm:p-6">
      <h2 id={headingId} className="text-lg font-bold">
        {t('search.heading')}
      </h2>
      <SearchCombobox
        variant="section"
        ns="home"
        className="mt-3"
        inputTestId="home-search-input"
        listTestId="home-search-results"
      />
    </section>
  );
}
