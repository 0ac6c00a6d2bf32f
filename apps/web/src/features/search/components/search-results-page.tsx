import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { searchResultPath } from '../../../components/search/search-api';
import { SearchIcon } from '../../../components/search/search-field';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  RESULTS_PAGE_LIMIT,
  SEARCH_TEXT_MAX,
  type SearchHit,
  useSearchResults,
} from '../api/get-search-results';

/** The field at the top of the page, holding the current search so it can be refined. */
function SearchForm({ text }: { text: string }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const inputId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not in React's JSX types yet; the role is equivalent
    <form
      role="search"
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        navigate(paths.search(value));
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('label')}
      </label>
      <div className="relative min-w-0 flex-1">
        <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
        <input
          // A new search from elsewhere (the top bar) replaces what the field holds.
          key={text}
          id={inputId}
          name="q"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={SEARCH_TEXT_MAX}
          defaultValue={text}
          placeholder={t('placeholder')}
          className="w-full rounded-lg border border-slate-300 py-3 ps-10 pe-3 text-base focus:border-brand-600"
          data-testid="search-page-input"
        />
      </div>
      <button
        type="submit"
        className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('submit')}
      </button>
    </form>
  );
}

function ResultItem({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation('search');
  return (
    <li>
      <article className="group relative flex gap-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-accent-500 sm:p-4">
        <div className="aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-lg bg-brand-50 sm:w-36">
          {hit.image ? (
            <img
              src={hit.image}
              alt=""
              width="144"
              height="108"
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          ) : null}
        </div>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold text-slate-600">
            <span
              className={`rounded-full px-2 py-0.5 ${hit.type === 'product' ? 'bg-brand-50 text-brand-800' : 'bg-amber-50 text-amber-900'}`}
            >
              {t(hit.type === 'product' ? 'product' : 'service')}
            </span>
            {hit.category ? <span>{hit.category}</span> : null}
          </p>
          <h2 className="mt-1 text-lg font-bold">
            <Link
              to={searchResultPath(hit)}
              className="outline-none after:absolute after:inset-0 hover:text-brand-700"
            >
              {hit.title}
            </Link>
          </h2>
          {hit.description ? (
            <p className="mt-1 line-clamp-2 text-sm text-slate-600">{hit.description}</p>
          ) : null}
        </div>
      </article>
    </li>
  );
}

function ResultsSkeleton() {
  return (
    <ul className="mt-6 space-y-4" aria-hidden="true">
      {Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="flex gap-4 rounded-xl border border-slate-200 p-3 sm:p-4">
          <div className="aspect-[4/3] w-24 shrink-0 animate-pulse rounded-lg bg-slate-200 sm:w-36" />
          <div className="flex-1 space-y-3">
            <div className="h-4 w-20 animate-pulse rounded bg-slate-100" />
            <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * /search?q=: every product and service matching the words, by name first and then by
 * description, in English and Arabic whatever the page's language (GET /api/search).
 */
export function SearchResultsPage({ text }: { text: string }) {
  const { t } = useTranslation('search');
  usePageTitle(text ? t('titleFor', { text }) : t('title'));
  const results = useSearchResults(text);
  const waiting = text !== '' && (results.isPending || results.isPlaceholderData);
  const hits = results.data ?? [];

  let status: string;
  if (text === '') status = t('prompt');
  else if (waiting) status = t('searching', { text });
  else if (results.isError) status = '';
  else if (hits.length === 0) status = t('none', { text });
  else status = t('found', { count: hits.length, text });

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('heading')}</h1>
      <div className="mt-5">
        <SearchForm text={text} />
      </div>
      {/* One live region: the screen reader hears "Searching…", then the outcome. */}
      <p
        role="status"
        aria-live="polite"
        className="mt-6 font-semibold text-slate-800 empty:hidden"
        data-testid="search-status"
      >
        {status}
      </p>
      {results.isError && !waiting ? (
        <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 px-4 py-6 text-center">
          <p className="font-semibold text-red-800">{t('error')}</p>
          <button
            type="button"
            onClick={() => results.refetch()}
            className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t('retry')}
          </button>
        </div>
      ) : null}
      {text !== '' && results.isPending ? <ResultsSkeleton /> : null}
      {!results.isPending && !results.isError && hits.length === 0 && text !== '' ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600">
          <p>{t('noneHint')}</p>
          <p className="mt-4 flex flex-wrap justify-center gap-3">
            <Link to={paths.products} className="rounded-md px-3 py-2 font-semibold text-brand-700 underline">
              {t('browseProducts')}
            </Link>
            <Link to={paths.services} className="rounded-md px-3 py-2 font-semibold text-brand-700 underline">
              {t('browseServices')}
            </Link>
          </p>
        </div>
      ) : null}
      {hits.length > 0 && !results.isError ? (
        <>
          <ul
            aria-label={t('listLabel')}
            aria-busy={waiting || undefined}
            className={`mt-4 space-y-4 transition-opacity ${waiting ? 'opacity-50' : ''}`}
            data-testid="search-page-results"
          >
            {hits.map((hit) => (
              <ResultItem key={`${hit.type}-${hit.id}`} hit={hit} />
            ))}
          </ul>
          {hits.length >= RESULTS_PAGE_LIMIT ? (
            <p className="mt-4 text-sm text-slate-600">{t('capped', { max: RESULTS_PAGE_LIMIT })}</p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
