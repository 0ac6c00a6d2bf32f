import { useTranslation } from 'react-i18next';

const ITEMS = [
  { key: 'prices', icon: 'M4 10h12M10 4v12' },
  { key: 'quality', icon: 'M10 2l2.4 5 5.6.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.6-.8z' },
  { key: 'speed', icon: 'M10 4v6l4 2M10 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16z' },
  { key: 'whiteLabel', icon: 'M3 6l7-3 7 3v8l-7 3-7-3zM3 6l7 3 7-3M10 9v8' },
  { key: 'priceMatch', icon: 'M4 10l4 4 8-8' },
  { key: 'support', icon: 'M4 4h12v9H8l-4 3z' },
] as const;

/** "Advantages" of the header's navigation (/home#advantages). */
export function AdvantagesSection() {
  const { t } = useTranslation('home');
  return (
    <section
      id="advantages"
      aria-labelledby="advantages-heading"
      className="mx-auto max-w-7xl scroll-mt-24 px-4 py-14"
    >
      <h2 id="advantages-heading" className="text-3xl font-bold">
        {t('advantages.heading')}
      </h2>
      <p className="mt-1 text-slate-600">{t('advantages.lead')}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {ITEMS.map((item) => (
          <li key={item.key} className="flex gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
                strokeLinecap="round"
              >
                <path d={item.icon} />
              </svg>
            </span>
            <div>
              <h3 className="font-bold">{t(`advantages.items.${item.key}.title`)}</h3>
              <p className="mt-1 text-slate-600">{t(`advantages.items.${item.key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
