import { useTranslation } from 'react-i18next';
import { ContactFormBelowFold, ShopMapBelowFold } from '../../contact/components/below-fold';
import { useHome } from '../api/get-home';
import { useSiteOptions } from '../hooks/use-site-options';
import { HelpBlock } from './help-block';
import { LogoCarousel } from './logo-carousel';

/**
 * The end of the home page (help block, contact form and map, brand and client logos): its own
 * chunk, so the first load carries only what is on screen. The server renders it in full; in
 * the browser React keeps that markup until this chunk arrives, then hydrates it (a Suspense
 * boundary in routes/home.tsx), so nothing moves and nothing is fetched twice.
 */
export default function HomeBelowFold() {
  const { t } = useTranslation('home');
  const home = useHome();
  const options = useSiteOptions();
  return (
    <>
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
