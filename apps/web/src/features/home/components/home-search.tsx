import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { type SearchResult, useSearchCatalog } from '../api/search-catalog';

/** Spec section 9: the search runs 1 s after typing stops. */
export const SEARCH_DEBOUNCE_MS = 1000;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Products open their product page, services theirs (spec section 2 "Home"). */
export function searchResultPath(result: SearchResult): string {
  const category = result.category_id ?? 0;
  if (result.type === 'product') {
    return result.category_id ? paths.product(category, result.id) : paths.productCategory(result.id);
  }
  return result.category_id ? paths.service(category, result.id) : paths.serviceCategory(result.id);
}

/**
 * The home page's search box: an ARIA combobox over GET /api/search. Arrow keys move through
 * at most five results, Enter opens one, Escape closes the list.
 */
export function HomeSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-results`;
  const hintId = `${id}-hint`;
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [selection, setSelection] = useState({ term: '', index: -1 });
  const wrapper = useRef<HTMLDivElement>(null);
  const term = useDebounced(input.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearchCatalog(term);
  const results = term ? (search.data ?? []) : [];
  const waiting = input.trim() !== '' && (input.trim() !== term || search.isFetching);

  // The highlighted row belongs to one set of results: new results start with none.
  const active = selection.term === term ? selection.index : -1;
  const setActive = (next: number | ((current: number) => number)) =>
    setSelection({ term, index: typeof next === 'function' ? next(active) : next });
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const go = (result: SearchResult | undefined) => {
    if (!result) return;
    setOpen(false);
    navigate(searchResultPath(result));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      go(results[active]);
    }
  };

  const showList = open && input.trim() !== '';
  const title = (r: SearchResult) => r.title || r.name || '';

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl bg-white p-4 text-slate-900 shadow-xl sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {t('search.heading')}
      </h2>
      <div ref={wrapper} className="relative mt-3">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is not in React's JSX types yet; the role is equivalent */}
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            go(results[Math.max(active, 0)]);
          }}
          className="flex gap-2"
        >
          <label htmlFor={`${id}-input`} className="sr-only">
            {t('search.label')}
          </label>
          <input
            id={`${id}-input`}
            type="search"
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-describedby={hintId}
            aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            value={input}
            placeholder={t('search.placeholder')}
            onChange={(event) => {
              setInput(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            data-testid="home-search-input"
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-4 py-3 text-base focus:border-brand-600"
          />
          <button
            type="submit"
            className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {t('search.submit')}
          </button>
        </form>
        <p id={hintId} className="sr-only">
          {t('search.hint')}
        </p>
        <div
          className={`absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg ${showList ? '' : 'hidden'}`}
        >
          <div id={listId} role="listbox" aria-label={t('search.label')} data-testid="home-search-results">
            {results.map((result, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant)
              <div
                key={`${result.type}-${result.id}`}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                onMouseEnter={() => setActive(index)}
                onClick={() => go(result)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${index === active ? 'bg-brand-50' : ''}`}
              >
                {result.image ? (
                  <img
                    src={result.image}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="size-10 shrink-0 rounded object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="size-10 shrink-0 rounded bg-slate-100" />
                )}
                <span className="min-w-0 flex-1 truncate font-medium">{title(result)}</span>
                <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
                  {t(result.type === 'product' ? 'search.product' : 'search.service')}
                </span>
              </div>
            ))}
          </div>
          <p role="status" aria-live="polite" className="px-3 py-2 text-sm text-slate-600 empty:hidden">
            {!showList
              ? ''
              : waiting
                ? t('search.searching')
                : search.isError
                  ? t('search.failed')
                  : results.length === 0
                    ? t('search.noResults', { term })
                    : t('search.count', { count: results.length })}
          </p>
        </div>
      </div>
    </section>
  );
}
