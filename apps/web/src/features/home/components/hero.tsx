import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { HeroPicture } from './hero-picture';

const FACTS = ['turnaround', 'delivery', 'whiteLabel'] as const;

/** The home page's opening: the spec's three slogans, calls to action, a picture of the goods and the search box. */
export function Hero({ search }: { search?: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <section
      className="relative bg-gradient-to-br from-brand-800 to-brand-600 text-white"
      aria-labelledby="hero-heading"
    >
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 pt-14 pb-10 sm:pt-20 lg:grid-cols-2 lg:items-center">
        <div>
          <h1 id="hero-heading" className="text-4xl font-black tracking-tight sm:text-6xl">
            {t('hero.heading')}
          </h1>
          <ul className="mt-4 flex flex-wrap gap-3 text-lg font-semibold">
            <li className="rounded-full bg-accent-500 px-4 py-1 text-slate-900">{t('hero.tradePrices')}</li>
            <li className="rounded-full bg-white/15 px-4 py-1">{t('hero.highQuality')}</li>
          </ul>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">{t('hero.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={paths.products} variant="accent" className="px-6 py-3 text-lg">
              {t('hero.cta')}
            </ButtonLink>
            <ButtonLink to={paths.services} variant="outline" className="px-6 py-3 text-lg">
              {t('hero.secondaryCta')}
            </ButtonLink>
            <ButtonLink to={paths.contact} variant="outline" className="px-6 py-3 text-lg">
              {t('hero.quote')}
            </ButtonLink>
          </div>
          <ul className="mt-8 grid gap-2 text-sm text-brand-50 sm:grid-cols-3">
            {FACTS.map((fact) => (
              <li key={fact} className="flex items-start gap-2">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="mt-0.5 size-4 shrink-0 text-accent-400"
                >
                  <path fill="currentColor" d="M7.6 14.2 3.4 10l1.4-1.4 2.8 2.8 7.6-7.6L16.6 5z" />
                </svg>
                {t(`hero.facts.${fact}`)}
              </li>
            ))}
          </ul>
        </div>
        <HeroPicture />
        {/* Below 640 px the top bar's search row is the page's one search box. */}
        {search ? <div className="hidden sm:block lg:col-span-2">{search}</div> : null}
      </div>
    </section>
  );
}
