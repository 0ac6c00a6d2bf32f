import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { getHomeQueryOptions, useHome } from '../features/home/api/get-home';
import { AboutSection } from '../features/home/components/about-section';
import { AdvantagesSection } from '../features/home/components/advantages-section';
import { CategoryGrid } from '../features/home/components/category-grid';
import { Hero } from '../features/home/components/hero';
import { HomeSearch } from '../features/home/components/home-search';
import { SisterSites } from '../features/home/components/sister-sites';
import { useSiteOptions } from '../features/home/hooks/use-site-options';
import { prefetchOnServer } from '../lib/ssr-context';
import { useHashScroll } from '../lib/use-hash-scroll';
import { usePageTitle } from '../lib/use-page-title';

const HomeBelowFold = lazy(() => import('../features/home/components/home-below-fold'));

export function Component() {
  const { t } = useTranslation('home');
  usePageTitle(t('title'));
  const home = useHome();
  const options = useSiteOptions();
  useHashScroll(!home.isPending);

  return (
    <>
      <Hero search={<HomeSearch />} />
      <SisterSites sites={options.sisterSites} />
      {home.isError ? (
        <div role="alert" className="mx-auto max-w-7xl px-4">
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            <p>{t('loadFailed')}</p>
            <button
              type="button"
              onClick={() => home.refetch()}
              className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
            >
              {t('retry')}
            </button>
          </div>
        </div>
      ) : null}
      <CategoryGrid
        id="product-categories"
        heading={t('categories.heading')}
        lead={t('categories.lead')}
        categories={home.data?.products}
        loading={home.isPending}
        linkTo={paths.productCategory}
        countLabel={(count) => t('common:counts.products', { count })}
        seeAll={{ label: t('categories.seeAll'), to: paths.products }}
        empty={t('categories.empty')}
      />
      <AboutSection />
      <AdvantagesSection />
      {home.data && home.data.services.length > 0 ? (
        <CategoryGrid
          id="service-categories"
          heading={t('categories.servicesHeading')}
          lead={t('categories.servicesLead')}
          categories={home.data.services}
          loading={false}
          linkTo={paths.serviceCategory}
          countLabel={(count) => t('common:counts.services', { count })}
          seeAll={{ label: t('categories.seeAllServices'), to: paths.services }}
          empty={t('categories.empty')}
        />
      ) : null}
      <Suspense fallback={null}>
        <HomeBelowFold />
      </Suspense>
    </>
  );
}

/** The server render's data (lib/ssr-context.ts): categories, logos and the shop's options. */
export const loader = prefetchOnServer((queryClient) => [queryClient.prefetchQuery(getHomeQueryOptions())]);
