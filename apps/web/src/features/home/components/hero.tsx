import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section
      className="bg-gradient-to-br from-brand-800 to-brand-600 text-white"
      aria-labelledby="hero-heading"
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <h1 id="hero-heading" className="text-4xl font-black tracking-tight sm:text-6xl">
          {t('hero.heading')}
        </h1>
        <ul className="mt-4 flex flex-wrap gap-3 text-lg font-semibold">
          <li className="rounded-full bg-accent-500 px-4 py-1 text-slate-900">{t('hero.tradePrices')}</li>
          <li className="rounded-full bg-white/15 px-4 py-1">{t('hero.highQuality')}</li>
        </ul>
        <p className="mt-6 max-w-2xl text-lg text-brand-50">{t('hero.lead')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={paths.products} variant="accent">
            {t('hero.cta')}
          </ButtonLink>
          <ButtonLink to={paths.services} variant="outline">
            {t('hero.secondaryCta')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
