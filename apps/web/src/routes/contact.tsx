import { BUSINESS, telUrl } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../features/contact/components/contact-form';
import { ShopMap } from '../features/contact/components/shop-map';
import { getHomeQueryOptions } from '../features/home/api/get-home';
import { useSiteOptions } from '../features/home/hooks/use-site-options';
import { prefetchOnServer } from '../lib/ssr-context';
import { usePageTitle } from '../lib/use-page-title';

const EMAILS = ['general', 'sales', 'support', 'returns'] as const;

export function Component() {
  const { t } = useTranslation('contact');
  usePageTitle(t('title'), t('lead'));
  const options = useSiteOptions();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-black sm:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('lead')}</p>
      <p
        className="mt-4 flex max-w-3xl items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
        data-testid="appointment-note"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="mt-0.5 size-5 shrink-0"
          fill="none"
          stroke="currentColor"
        >
          <rect x="3" y="4" width="14" height="13" rx="2" strokeWidth="1.6" />
          <path d="M3 8h14M7 2v4M13 2v4" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        {t('appointment')}
      </p>

      <div className="mt-10 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-4 text-2xl font-bold">
            {t('form.heading')}
          </h2>
          <ContactForm />
        </section>
        <section aria-labelledby="contact-details-heading" className="space-y-6">
          <h2 id="contact-details-heading" className="text-2xl font-bold">
            {t('details.heading')}
          </h2>
          <dl className="space-y-4">
            <div>
              <dt className="font-semibold">{t('details.phone')}</dt>
              <dd>
                <a href={telUrl(options.phone)} className="text-brand-700 hover:underline" dir="ltr">
                  {options.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('details.whatsapp')}</dt>
              <dd>
                <a
                  href={options.whatsapp.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 hover:underline"
                >
                  {t('details.whatsappCta')}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('details.emails')}</dt>
              <dd>
                <ul className="space-y-1">
                  {EMAILS.map((kind) => (
                    <li key={kind}>
                      <span className="text-slate-600">{t(`emailKinds.${kind}`)}: </span>
                      <a
                        href={`mailto:${BUSINESS.emails[kind]}`}
                        className="text-brand-700 hover:underline"
                        dir="ltr"
                      >
                        {BUSINESS.emails[kind]}
                      </a>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('details.hours')}</dt>
              <dd>
                {t('details.hoursValue', {
                  // An isolate keeps "08:00–17:00" in reading order inside Arabic text.
                  hours: `\u2066${BUSINESS.hours.opens}–${BUSINESS.hours.closes}\u2069`,
                })}
              </dd>
            </div>
          </dl>
        </section>
      </div>

      <section aria-labelledby="contact-map-heading" className="mt-12">
        <h2 id="contact-map-heading" className="mb-4 text-2xl font-bold">
          {t('map.heading')}
        </h2>
        <ShopMap
          wide
          embedUrl={options.map.embedUrl}
          linkUrl={options.map.linkUrl}
          address={options.address}
          phone={options.phone}
          name={options.brandName}
        />
      </section>
    </div>
  );
}

/** The server render's data: the shop's address, map and phone come with the home data. */
export const loader = prefetchOnServer((queryClient) => [queryClient.prefetchQuery(getHomeQueryOptions())]);
