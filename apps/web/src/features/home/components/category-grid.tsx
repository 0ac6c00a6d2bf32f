import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import type { HomeCategory } from '../api/get-home';
import { gridColumns } from '../lib/grid-columns';

type CategoryGridProps = {
  id: string;
  heading: string;
  lead: string;
  categories: HomeCategory[] | undefined;
  loading: boolean;
  linkTo: (id: number) => string;
  countLabel: (count: number) => string;
  seeAll: { label: string; to: string };
  empty: string;
};

/** Category cards with their item count; image boxes keep their size while loading. */
export function CategoryGrid({
  id,
  heading,
  lead,
  categories,
  loading,
  linkTo,
  countLabel,
  seeAll,
  empty,
}: CategoryGridProps) {
  const { t } = useTranslation('common');
  const columns = gridColumns(categories?.length ?? 0);
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={`${id}-heading`} className="text-3xl font-bold">
            {heading}
          </h2>
          <p className="mt-1 text-slate-600">{lead}</p>
        </div>
        <ButtonLink to={seeAll.to}>{seeAll.label}</ButtonLink>
      </div>
      {loading ? (
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" aria-busy="true">
          <li className="sr-only" role="status">
            {t('status.loading')}
          </li>
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i} className="animate-pulse overflow-hidden rounded-xl border border-slate-200">
              <div className="aspect-[4/3] bg-slate-100" />
              <div className="m-4 h-5 w-2/3 rounded bg-slate-100" />
              <div className="m-4 h-4 w-1/3 rounded bg-slate-100" />
            </li>
          ))}
        </ul>
      ) : !categories || categories.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {empty}
        </p>
      ) : (
        <ul className={`mt-8 grid gap-4 ${columns.grid}`}>
          {categories.map((category, index) => (
            <li key={category.id} className={index === categories.length - 1 ? columns.last : undefined}>
              <Link
                to={linkTo(category.id)}
                className="group block h-full overflow-hidden rounded-xl border border-slate-200 bg-white transition-shadow hover:shadow-lg"
              >
                <img
                  src={category.image}
                  alt=""
                  width={400}
                  height={300}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full bg-slate-100 object-cover transition-transform group-hover:scale-[1.02]"
                />
                <span className="block p-4">
                  <span className="block font-bold text-slate-900 group-hover:text-brand-700">
                    {category.name}
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">{countLabel(category.count)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
