import { useTranslation } from 'react-i18next';

/*
 * The listing pages' states (a list loading, an empty list), apart from state-views.tsx: that
 * file is in the `catalog-views` chunk the product page loads too (apps/web/vite.config.ts),
 * and these are only the lists' (filtered-grid.tsx).
 */

/** Grey placeholders in the shape of the cards, while a list loads. */
export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{t('list.loading')}</span>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className="overflow-hidden rounded-xl border border-slate-200">
            <div className="aspect-[4/3] animate-pulse bg-slate-200" />
            <div className="space-y-3 p-4">
              <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
              <div className="h-4 w-5/6 animate-pulse rounded bg-slate-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A list with nothing in it (or nothing that matches the filter). */
export function EmptyState({ message }: { message: string }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center text-slate-600">
      {message}
    </p>
  );
}
