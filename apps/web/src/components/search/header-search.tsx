import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField, SearchIcon } from './search-field';

/** The top bar's field (also the row under the bar below 640 px). */
export function InlineSearch({
  autoFocus,
  onNavigate,
  onEscape,
  className,
}: {
  autoFocus?: boolean;
  onNavigate?: () => void;
  onEscape?: () => void;
  className?: string;
}) {
  return (
    <SearchField
      variant="bar"
      autoFocus={autoFocus}
      onNavigate={onNavigate}
      onEscape={onEscape}
      className={className}
      inputTestId="search-input"
    />
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
        <SearchIcon className="size-6" />
      </button>
      {open ? (
        <div
          ref={panelRef}
          className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 py-3 shadow-md"
          data-testid="search-panel"
        >
          <InlineSearch
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
