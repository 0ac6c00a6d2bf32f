import { formatEuros } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../../i18n';
import type { Category } from '../api/types';
import { preview } from '../lib/preview';

const cardClass =
  'group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-accent-500';

function CardImage({ src }: { src: string }) {
  return (
    <div className="aspect-[4/3] overflow-hidden bg-brand-50">
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          width="400"
          height="300"
          className="size-full object-cover transition group-hover:scale-105"
        />
      ) : null}
    </div>
  );
}

/** A category of services or products with how many it holds (spec: cards with a product count). */
export function CategoryCard({ category, to }: { category: Category; to: string }) {
  const { t } = useTranslation('catalog');
  // The same plural wording as the home page's cards (common `counts.*`).
  const countKey = category.owner_type === 1 ? 'common:counts.services' : 'common:counts.products';
  return (
    <li>
      <article className={cardClass}>
        <CardImage src={category.image} />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h2 className="text-lg font-bold">
            <Link to={to} className="outline-none after:absolute after:inset-0 hover:text-brand-700">
              {category.name}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">{preview(category.description, 120)}</p>
          <p className="mt-auto text-sm font-semibold text-brand-700">
            {t(countKey, { count: category.count })}
          </p>
        </div>
      </article>
    </li>
  );
}

/** A service or product in its category, with the spec's text preview (80 or 70 characters). */
export function ItemCard({
  title,
  text,
  image,
  to,
  previewChars,
  price,
}: {
  title: string;
  text: string;
  image: string;
  to: string;
  previewChars: number;
  price?: { euros: number; perM2: boolean };
}) {
  const { t } = useTranslation('catalog');
  return (
    <li>
      <article className={cardClass}>
        <CardImage src={image} />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h2 className="text-lg font-bold">
            <Link to={to} className="outline-none after:absolute after:inset-0 hover:text-brand-700">
              {title}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">{preview(text, previewChars)}</p>
          {price ? (
            <p className="mt-auto text-sm font-semibold text-brand-700">
              {t(price.perM2 ? 'products.fromPerM2' : 'products.fromPerItem', {
                price: formatEuros(Math.round(price.euros * 100), currentLang()),
              })}
            </p>
          ) : null}
        </div>
      </article>
    </li>
  );
}
