import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import {
  SEARCH_DEBOUNCE_MS,
  type SearchResult,
  searchResultPath,
  searchResultTitle,
  useSearchCatalog,
} from './search-api';
import { SEARCH_FIELD_STYLES, SearchIcon } from './search-field';

/**
 * `section`: the home page's card (heading, search button, visible status line, list kept mounted).
 * `bar`: the top bar's field (magnifier icon, status for screen readers, list mounted only while open).
 */
export type SearchVariant = 'section' | 'bar';

export type SearchComboboxProps = {
  variant: SearchVariant;
  /** The i18n namespace holding the `search.*` texts (label, placeholder, results, searching, error, none, count, product, service; `section` also heading, submit, hint). */
  ns?: string;
  autoFocus?: boolean;
  /** What was typed into the plain field this combobox replaces (search-field.tsx). */
  initialText?: string;
  /** Called after a result was chosen, before navigating. */
  onNavigate?: () => void;
  /** Escape pressed while the list is closed. */
  onEscape?: () => void;
  className?: string;
  /** data-testid of the input and of the listbox. */
  inputTestId?: string;
  listTestId?: string;
};

const STYLES = {
  section: {
    input: SEARCH_FIELD_STYLES.section.input,
    dropdown:
      'absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg',
    title: 'min-w-0 flex-1 truncate font-medium',
    badge: 'shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600',
  },
  bar: {
    input: SEARCH_FIELD_STYLES.bar.input,
    dropdown:
      'absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg',
    title: 'min-w-0 flex-1 truncate font-medium text-slate-900',
    badge: 'shrink-0 text-xs font-semibold text-slate-500 uppercase',
  },
} as const;

function ResultImage({ result, variant }: { result: SearchResult; variant: SearchVariant }) {
  if (variant === 'bar') {
    return result.image ? (
      <img
        src={result.image}
        alt=""
        width="40"
        height="30"
        className="h-8 w-10 shrink-0 rounded object-cover"
      />
    ) : null;
  }
  return result.image ? (
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
  );
}

/**
 * The search of docs/product.md#screens-and-routes and docs/product.md#limits-and-timings as an
 * ARIA combobox over GET /api/search: at most five products and services 1 s after typing stops;
 * arrows move through them, Enter opens the highlighted one or else the results page (/search?q=)
 * with every match; Escape closes the list. Used by the home page (`section`) and the top bar
 * (`bar`).
 */
export function SearchCombobox({
  variant,
  ns = 'common',
  autoFocus,
  initialText = '',
  onNavigate,
  onEscape,
  className = '',
  inputTestId,
  listTestId,
}: SearchComboboxProps) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-results`;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const styles = STYLES[variant];
  const [text, setText] = useState(initialText);
  // Swapped in while the visitor types: the suggestions for the text so far show as usual.
  const [open, setOpen] = useState(Boolean(autoFocus && initialText));
  const [selection, setSelection] = useState({ term: '', index: -1 });
  const wrapper = useRef<HTMLDivElement>(null);
  const typed = text.trim();
  // Text carried over from the light field was just typed: it waits the debounce like any other.
  const term = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS, '');
  const search = useSearchCatalog(term);
  // Only results for what is in the field now: stale ones vanish while the next search waits.
  const results = term !== '' && term === typed ? (search.data ?? []) : [];
  const waiting = typed !== '' && (typed !== term || search.isFetching);
  const showList = open && typed !== '';

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
    setText('');
    onNavigate?.();
    navigate(searchResultPath(result));
  };

  /** Every match, not only the first five: the /search page. */
  const openResultsPage = () => {
    if (typed === '') return;
    setOpen(false);
    setText('');
    onNavigate?.();
    navigate(paths.search(typed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const down = event.key === 'ArrowDown';
      setActive((current) => {
        if (current < 0) return down ? 0 : results.length - 1;
        return (current + (down ? 1 : -1) + results.length) % results.length;
      });
    } else if (event.key === 'Enter') {
      // A highlighted row opens; otherwise Enter opens the results page for the typed words.
      event.preventDefault();
      if (showList && active >= 0) go(results[active]);
      else openResultsPage();
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        onEscape?.();
      }
    } else if (event.key === 'Home' || event.key === 'End') {
      setActive(-1);
    }
  };

  // Focus leaving the whole widget (Tab away) closes the list; moving inside it does not.
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  let status = '';
  if (typed !== '') {
    if (waiting) status = t('search.searching');
    else if (search.isError) status = t('search.error');
    else if (results.length === 0) status = t('search.none', { text: term });
    else status = t('search.count', { count: results.length });
  }

  const input = (
    <input
      id={inputId}
      type="search"
      role="combobox"
      aria-expanded={showList}
      aria-controls={listId}
      aria-autocomplete="list"
      aria-describedby={variant === 'section' ? hintId : statusId}
      aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
      autoComplete="off"
      enterKeyHint="search"
      maxLength={100}
      value={text}
      // biome-ignore lint/a11y/noAutofocus: the top bar's field opens on purpose from the search button
      autoFocus={autoFocus}
      placeholder={t('search.placeholder')}
      onChange={(event) => {
        setText(event.target.value);
        setActive(-1);
        setOpen(true);
      }}
      onFocus={() => setOpen(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      data-testid={inputTestId}
      className={styles.input}
    />
  );
  const label = (
    <label htmlFor={inputId} className="sr-only">
      {t('search.label')}
    </label>
  );

  const listbox = (
    <div id={listId} role="listbox" aria-label={t('search.results')} data-testid={listTestId}>
      {results.map((result, index) => (
        // The input keeps focus (aria-activedescendant); a click still opens the result.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
        <div
          key={`${result.type}-${result.id}`}
          id={`${listId}-${index}`}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => setActive(index)}
          onClick={() => go(result)}
          className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${index === active ? 'bg-brand-50' : ''}`}
          data-testid="search-result"
        >
          <ResultImage result={result} variant={variant} />
          <span className={styles.title}>{searchResultTitle(result)}</span>
          <span className={styles.badge}>
            {t(result.type === 'product' ? 'search.product' : 'search.service')}
          </span>
        </div>
      ))}
    </div>
  );

  const seeAll =
    results.length > 0 ? (
      <Link
        to={paths.search(term)}
        onClick={() => {
          setOpen(false);
          setText('');
          onNavigate?.();
        }}
        className="block border-t border-slate-100 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        data-testid="search-see-all"
      >
        {t('common:search.seeAll', { text: term })}
      </Link>
    ) : null;

  let body: ReactNode;
  if (variant === 'section') {
    body = (
      <>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is not in React's JSX types yet; the role is equivalent */}
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            if (showList && active >= 0) go(results[active]);
            else openResultsPage();
          }}
          className="flex gap-2"
        >
          {label}
          {input}
          <button type="submit" className={SEARCH_FIELD_STYLES.section.submit}>
            {t('search.submit')}
          </button>
        </form>
        <p id={hintId} className="sr-only">
          {t('search.hint')}
        </p>
        {/* Kept mounted so the status line (a live region) announces every change. */}
        <div className={`${styles.dropdown} ${showList ? '' : 'hidden'}`}>
          {listbox}
          {seeAll}
          <p
            id={statusId}
            role="status"
            aria-live="polite"
            className="px-3 py-2 text-sm text-slate-600 empty:hidden"
          >
            {showList ? status : ''}
          </p>
        </div>
      </>
    );
  } else {
    body = (
      <>
        {label}
        <div className="relative">
          <SearchIcon className={SEARCH_FIELD_STYLES.bar.icon} />
          {input}
        </div>
        <p id={statusId} className="sr-only" aria-live="polite">
          {status}
        </p>
        {showList ? (
          <div className={styles.dropdown}>
            {listbox}
            {seeAll}
            {results.length === 0 ? <p className="px-3 py-2 text-sm text-slate-600">{status}</p> : null}
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div ref={wrapper} className={`relative ${className}`}>
      {body}
    </div>
  );
}
