import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCatalogSearch } from '../api/search-catalog';
import type { SearchResult } from '../api/types';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../lib/constants';

export function resultPath(result: SearchResult): string {
  return result.type === 'product'
    ? paths.product(result.category_id, result.id)
    : paths.service(result.category_id, result.id);
}

/**
 * The search field of spec section 2 as an ARIA combobox: at most five products and services
 * after 1 s without typing; arrows move through them, Enter opens one, Escape closes the list.
 */
export function SearchBox({
  autoFocus,
  onNavigate,
  onEscape,
  className = '',
}: {
  autoFocus?: boolean;
  onNavigate?: () => void;
  onEscape?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-results`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const name = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useCatalogSearch(name);
  const results = name === text.trim() ? (query.data ?? []) : [];
  const waiting = text.trim() !== '' && (name !== text.trim() || query.isFetching);
  const showList = open && text.trim() !== '';

  function go(result: SearchResult) {
    setOpen(false);
    setText('');
    onNavigate?.();
    navigate(resultPath(result));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (results.length > 0) setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length > 0) setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      const chosen = results[active] ?? (results.length === 1 ? results[0] : undefined);
      if (chosen) {
        event.preventDefault();
        go(chosen);
      }
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
  }

  let status = '';
  if (text.trim() !== '') {
    if (waiting) status = t('search.searching');
    else if (query.isError) status = t('search.error');
    else if (results.length === 0) status = t('search.none', { text: name });
    else status = t('search.count', { count: results.length });
  }

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
          fill="none"
          stroke="currentColor"
        >
          <circle cx="11" cy="11" r="7" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={id}
          type="search"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={`${id}-status`}
          value={text}
          maxLength={100}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the field opens on purpose from the search button
          autoFocus={autoFocus}
          placeholder={t('search.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
          className="w-full rounded-full border border-slate-300 bg-white py-2 ps-10 pe-4 text-slate-900 focus:border-brand-700"
          data-testid="search-input"
        />
      </div>
      <p id={`${id}-status`} className="sr-only" aria-live="polite">
        {status}
      </p>
      {showList ? (
        <div className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg">
          <div id={listId} role="listbox" aria-label={t('search.results')}>
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
                onClick={() => go(result)}
                onMouseEnter={() => setActive(index)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${index === active ? 'bg-brand-50' : ''}`}
                data-testid="search-result"
              >
                {result.image ? (
                  <img
                    src={result.image}
                    alt=""
                    width="40"
                    height="30"
                    className="h-8 w-10 shrink-0 rounded object-cover"
                  />
                ) : null}
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{result.title}</span>
                <span className="shrink-0 text-xs font-semibold text-slate-500 uppercase">
                  {t(result.type === 'product' ? 'search.product' : 'search.service')}
                </span>
              </div>
            ))}
          </div>
          {results.length === 0 ? <p className="px-3 py-2 text-sm text-slate-600">{status}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

/** The top bar's search: a button that opens the field below the bar (any width, 390 px too). */
export default function HeaderSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-label={open ? t('search.close') : t('search.open')}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
        data-testid="search-toggle"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor">
          <circle cx="11" cy="11" r="7" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <div
          ref={panelRef}
          className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 py-3 shadow-md"
          data-testid="search-panel"
        >
          <SearchBox
            autoFocus
            onNavigate={() => setOpen(false)}
            onEscape={close}
            className="mx-auto max-w-2xl"
          />
        </div>
      ) : null}
    </>
  );
}
