import { useTranslation } from 'react-i18next';

const STATS = ['years', 'orders', 'width'] as const;

/** The "About us" block; the header's "About us" link points at #about. */
export function AboutSection() {
  const { t } = useTranslation('home');
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-24 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="about-heading" className="text-3xl font-bold">
            {t('about.heading')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('about.p1')}</p>
          <p className="mt-4 leading-relaxed text-slate-700">{t('about.p2')}</p>
        </div>
        <dl className="grid grid-cols-3 gap-3">
          {STATS.map((stat) => (
            <div key={stat} className="flex flex-col rounded-xl bg-white p-4 text-center shadow-sm">
              <dt className="order-2 mt-1 text-sm text-slate-600">{t(`about.stats.${stat}`)}</dt>
              <dd className="text-2xl font-black text-brand-700 sm:text-3xl">
                {t(`about.stats.${stat}Value`)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
