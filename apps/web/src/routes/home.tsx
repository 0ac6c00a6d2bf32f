import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { ContactFormBelowFold, ShopMapBelowFold } from '../features/contact/components/below-fold';
import { getHomeQueryOptions, useHome } from '../features/home/api/get-home';
import { AboutSection } from '../features/home/components/about-section';
import { AdvantagesSection } from '../features/home/components/advantages-section';
import { CategoryGrid } from '../features/home/components/category-grid';
import { HelpBlock } from '../features/home/components/help-block';
import { Hero } from '../features/home/components/hero';
import { HomeSearch } from '../features/home/components/home-search';
import { LogoCarousel } from '../features/home/components/logo-carousel';
import { SisterSites } from '../features/home/components/sister-sites';
import { useSiteOptions } from '../features/home/hooks/use-site-options';
import { prefetchOnServer } from '../lib/ssr-context';
import { useHashScroll } from '../lib/use-hash-scroll';
import { usePageTitle } from '../lib/use-page-title';

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
      <HelpBlock whatsappUrl={options.whatsapp.url} />
      <section aria-labelledby="home-contact-heading" className="mx-auto max-w-7xl px-4 py-12">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="home-contact-heading" className="text-3xl font-bold">
              {t('contact.heading')}
            </h2>
            <p className="mt-1 mb-6 text-slate-600">{t('contact.lead')}</p>
            <ContactFormBelowFold idPrefix="home-contact" />
          </div>
          <div>
            <h2 className="mb-6 text-3xl font-bold">{t('map.heading')}</h2>
            <ShopMapBelowFold
              embedUrl={options.map.embedUrl}
              linkUrl={options.map.linkUrl}
              address={options.address}
              phone={options.phone}
              name={options.brandName}
            />
          </div>
        </div>
      </section>
      <LogoCarousel
        id="brands"
        heading={t('brands.heading')}
        empty={t('brands.empty')}
        items={home.data?.brands}
        loading={home.isPending}
      />
      <LogoCarousel
        id="clients"
        heading={t('clients.heading')}
        empty={t('clients.empty')}
        items={home.data?.clients}
        loading={home.isPending}
      />
    </>
  );
}

/** The server render's data (lib/ssr-context.ts): categories, logos and the shop's options. */
export const loader = prefetchOnServer((queryClient) => [queryClient.prefetchQuery(getHomeQueryOptions())]);
