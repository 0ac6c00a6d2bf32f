import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { markNotFound } from '../../../lib/ssr-context';

/** A page-shaped placeholder for detail pages. */
export function DetailSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="mx-auto max-w-7xl px-4 py-10">
      <span className="sr-only">{t('list.loading')}</span>
      <div aria-hidden="true" className="grid gap-8 lg:grid-cols-2">
        <div className="aspect-[4/3] animate-pulse rounded-xl bg-slate-200" />
        <div className="space-y-4">
          <div className="h-8 w-3/4 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
          <div className="h-4 w-5/6 animate-pulse rounded bg-slate-100" />
          <div className="h-40 w-full animate-pulse rounded-lg bg-slate-100" />
        </div>
      </div>
    </div>
  );
}

/** The spec's 'something went wrong', with a way to try again. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center">
      <p className="font-semibold text-red-800">{t('list.error')}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {t('list.retry')}
      </button>
    </div>
  );
}

/** A catalogue id that does not exist (or is not a number): say so, offer the way back. */
export function MissingState({
  message,
  backTo,
  backLabel,
}: {
  message: string;
  backTo: string;
  backLabel: string;
}) {
  markNotFound();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-black text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{message}</h1>
      <Link
        to={backTo}
        className="mt-8 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
      >
        {backLabel}
      </Link>
    </div>
  );
}

/** LoadError for a whole detail page whose query failed: centred, with a retry. */
export function DetailLoadError({ query }: { query: { refetch: () => unknown; isFetching: boolean } }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
    </div>
  );
}
