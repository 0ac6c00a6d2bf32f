import { useTranslation } from 'react-i18next';
import type { SiteOptions } from '../api/get-home';

/** Links to the business's sister brand sites (configurable: SHOP_SISTER_SITES). */
export function SisterSites({ sites }: { sites: SiteOptions['sisterSites'] }) {
  const { t } = useTranslation('home');
  if (sites.length === 0) return null;
  return (
    <section aria-labelledby="sister-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="sister-heading" className="text-2xl font-bold">
        {t('sister.heading')}
      </h2>
      <p className="mt-1 text-slate-600">{t('sister.lead')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {sites.map((site) => (
          <li key={site.url}>
            <a
              href={site.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('sister.visit', { name: site.name })}
              className="group flex h-full flex-col rounded-xl border border-slate-200 p-5 transition-colors hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="flex items-center justify-between gap-2 text-lg font-bold text-brand-700">
                <span dir="ltr">{site.name}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="size-4 shrink-0 rtl:-scale-x-100"
                  fill="none"
                  stroke="currentColor"
                >
                  <path strokeWidth="2" strokeLinecap="round" d="M8 4h8v8M16 4 5 15" />
                </svg>
              </span>
              {site.description ? (
                <span className="mt-1 text-sm text-slate-600">{site.description}</span>
              ) : null}
              <span className="mt-3 truncate text-sm text-slate-500" dir="ltr">
                {site.url.replace(/^https?:\/\//, '')}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
