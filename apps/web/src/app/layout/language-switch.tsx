import { isLang, LANGUAGES, type Lang, languageOf } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession } from '../../lib/session';

/**
 * The shop's languages (the one list in @shop/shared), each named in its own language.
 * A disclosure button opens the list; Escape or a click elsewhere closes it and focus goes
 * back to the button. Choosing sets <html lang dir>, is remembered (by the signed-in account too,
 * for its mails), and refetches localised data.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const current: Lang = isLang(i18n.language) ? i18n.language : 'en';
  const language = languageOf(current);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    root.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const choose = async (lang: Lang) => {
    setOpen(false);
    button.current?.focus();
    if (lang === current) return;
    await i18n.changeLanguage(lang);
    // A signed-in account keeps the choice for its mails: sent after the switch, not awaited,
    // and its code loads only now (nothing on a page's first load).
    if (getSession()) {
      void import('../../features/accounts/api/remember-language').then((m) => m.rememberLanguage(lang));
    }
    await queryClient.invalidateQueries();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the open list closes it.
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
        if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
          event.preventDefault();
          const options = [
            ...(root.current?.querySelectorAll<HTMLButtonElement>('[data-lang-option]') ?? []),
          ];
          const at = options.indexOf(document.activeElement as HTMLButtonElement);
          const step = event.key === 'ArrowDown' ? 1 : -1;
          options[(at + step + options.length) % options.length]?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className="min-h-9 rounded-md border border-slate-300 px-2.5 py-1.5 text-sm font-semibold hover:bg-slate-100 sm:px-3"
        aria-label={t('nav.switchLanguage', { language: language.name })}
        data-testid="language-switch"
      >
        {/* Short on phones, so the brand, this switch and the login button share one line. */}
        <span lang={current} className="max-sm:hidden">
          {language.name}
        </span>
        <span lang={current} className="sm:hidden">
          {language.short}
        </span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute end-0 z-50 mt-1 min-w-36 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {LANGUAGES.map(({ code, name }) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              dir={languageOf(code).dir}
              data-lang-option
              data-testid={`language-option-${code}`}
              aria-current={code === current ? 'true' : undefined}
              onClick={() => void choose(code)}
              className="block min-h-9 w-full px-3 py-1.5 text-start text-sm hover:bg-slate-100 focus-visible:bg-slate-100 aria-[current=true]:font-bold"
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
