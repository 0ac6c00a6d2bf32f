import { type ComponentType, type FormEvent, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import type { SearchComboboxProps, SearchVariant } from './search-combobox';

/** The field's look, shared with the combobox that replaces it so the swap does not show. */
export const SEARCH_FIELD_STYLES = {
  section: {
    input: 'min-w-0 flex-1 rounded-lg border border-slate-300 px-4 py-3 text-base focus:border-brand-600',
    submit: 'rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800',
  },
  bar: {
    input:
      'w-full rounded-full border border-slate-300 bg-white py-2 ps-10 pe-4 text-slate-900 focus:border-brand-700',
    icon: 'pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400',
  },
} as const satisfies Record<SearchVariant, object>;

export function SearchIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor">
      <circle cx="11" cy="11" r="7" strokeWidth="2" />
      <path d="M20 20l-3.5-3.5" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

type Combobox = ComponentType<SearchComboboxProps>;

const noSubscription = () => () => {};
const notHydrating = () => false;
const whileHydrating = () => true;

let loadedCombobox: Combobox | undefined;
let loading: Promise<Combobox> | undefined;

/** The combobox's code, fetched once; a failed fetch is tried again at the next intent. */
function loadCombobox(): Promise<Combobox> {
  loading ??= import('./search-combobox').then(
    (module) => {
      loadedCombobox = module.SearchCombobox;
      return module.SearchCombobox;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The search box every page shows (top bar, home page card): first a plain search form
 * (GET /search?q=, which works before or without JavaScript), then, as soon as the visitor
 * points at it, focuses or touches it, the suggestions combobox (search-combobox.tsx) loaded
 * on demand and swapped in with what was typed and the focus. Server and first client render
 * are the plain form, so hydration matches; the combobox stays out of every page's first load.
 */
export function SearchField(props: SearchComboboxProps) {
  const { variant, ns = 'common', autoFocus, onNavigate, className = '', inputTestId } = props;
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const inputId = `${useId()}-input`;
  const input = useRef<HTMLInputElement>(null);
  const [combobox, setCombobox] = useState<Combobox>();
  // What was typed, and whether the field had the focus, read when the combobox replaces the
  // field (its render and commit run in one task), not when its code arrived: keys pressed
  // while the code was on its way are kept (a fast typist's "banner⏎" searched for "").
  const carried = useRef<{ text: string; focus: boolean } | null>(null);
  // A field mounted after the combobox arrived shows it at once, except while hydrating: then
  // it must first match the server's plain form (React would report a mismatch).
  const hydrating = useSyncExternalStore(noSubscription, notHydrating, whileHydrating);
  const [mountedLoaded] = useState(() => loadedCombobox);
  const alreadyLoaded = hydrating ? undefined : mountedLoaded;

  if (combobox) {
    const field = input.current;
    carried.current ??= {
      text: field?.value ?? '',
      focus: field !== null && document.activeElement === field,
    };
    const Component = combobox;
    const { text, focus } = carried.current;
    return <Component {...props} initialText={text} autoFocus={focus || autoFocus} />;
  }
  if (alreadyLoaded) {
    // A field mounted after the combobox has loaded (e.g. the bar's panel reopened) starts as it.
    const Component = alreadyLoaded;
    return <Component {...props} />;
  }

  const swapIn = () => {
    loadCombobox().then(
      // A function is state's updater form: the component itself is wrapped to be stored.
      (Component) => setCombobox(() => Component),
      // Offline or a new deployment: the plain form keeps working, and the next intent retries.
      () => {},
    );
  };

  // With JavaScript, Enter opens the results page in the app, like the combobox does.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = input.current?.value.trim() ?? '';
    if (text === '') return;
    if (input.current) input.current.value = '';
    onNavigate?.();
    navigate(paths.search(text));
  };

  const styles = SEARCH_FIELD_STYLES[variant];
  const label = (
    <label htmlFor={inputId} className="sr-only">
      {t('search.label')}
    </label>
  );
  const field = (
    <input
      ref={input}
      id={inputId}
      name="q"
      type="search"
      // The same role and state as the combobox that replaces it: assistive technology meets
      // one control, before and after the swap.
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      autoComplete="off"
      enterKeyHint="search"
      maxLength={100}
      // biome-ignore lint/a11y/noAutofocus: the top bar's field opens on purpose from the search button
      autoFocus={autoFocus}
      placeholder={t('search.placeholder')}
      onFocus={swapIn}
      data-testid={inputTestId}
      className={styles.input}
    />
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not in React's JSX types yet; the role is equivalent
    <form
      role="search"
      action={paths.search()}
      method="get"
      onSubmit={onSubmit}
      onPointerEnter={swapIn}
      onPointerDown={swapIn}
      className={`relative ${className}`}
    >
      {variant === 'section' ? (
        <div className="flex gap-2">
          {label}
          {field}
          <button type="submit" className={SEARCH_FIELD_STYLES.section.submit}>
            {t('search.submit')}
          </button>
        </div>
      ) : (
        <>
          {label}
          <div className="relative">
            <SearchIcon className={SEARCH_FIELD_STYLES.bar.icon} />
            {field}
          </div>
        </>
      )}
    </form>
  );
}
