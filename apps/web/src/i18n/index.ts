import { isLang, LANGS, type Lang, textDirection } from '@shop/shared/i18n';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { ssrContext } from '../lib/ssr-context';

/**
 * The visitor's language lives in the `lang` cookie, which the server reads to render the
 * page in it from the first byte (docs/decisions/016-ssr.md). `?lang=` on a link sets it too.
 */
export const LANG_COOKIE = 'lang';
/** Where an older version kept the choice; moved to the cookie once (see migrateStoredLang). */
export const LANG_STORAGE_KEY = 'lang';
/**
 * Namespaces used only inside parts that hydrate after the first load (the header and footer,
 * app/layout/deferred-chrome.tsx; the configurator's gallery, quantity breaks, delivery
 * estimate, share actions and artwork picker): a server-rendered page fetches them beside its
 * first load instead of before hydrating.
 */
export const DEFERRED_NAMESPACES: readonly string[] = ['product-extras', 'layout'];

/** The header's, footer's and account menu's texts (`layout`), with `common` for the rest. */
export const LAYOUT_NS = ['layout', 'common'];
const ONE_YEAR_S = 365 * 24 * 60 * 60;

const inBrowser = typeof document !== 'undefined';

export function writeLangCookie(lang: Lang) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

export function readLangCookie(): Lang | null {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie);
  const value = match?.[1];
  return isLang(value) ? value : null;
}

/**
 * The language the server rendered the page in (<html lang>): the client starts in it, so
 * hydration sees the same text. A `?lang=` in the address has already been applied (and
 * remembered in the cookie) by the server; it is dropped so the language switch keeps working.
 */
function initialLang(): Lang {
  if (!inBrowser) return 'en';
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    // The server answered this address with the cookie set (apps/api/src/plugins/web.ts), so
    // it is not read again here: document.cookie is a synchronous round trip to the browser.
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', url);
  }
  const fromDocument = document.documentElement.lang;
  return isLang(fromDocument) ? fromDocument : (readLangCookie() ?? 'en');
}

/**
 * A choice stored in localStorage by an older version becomes the cookie, once. Returns the
 * language to switch to after hydration when it differs from the page's (the server could
 * not know it for this first page).
 */
export function migrateStoredLang(): Lang | null {
  if (!inBrowser) return null;
  try {
    const stored = localStorage.getItem(LANG_STORAGE_KEY);
    if (stored === null) return null;
    localStorage.removeItem(LANG_STORAGE_KEY);
    if (!isLang(stored) || readLangCookie() !== null) return null;
    writeLangCookie(stored);
    return stored === i18n.language ? null : stored;
  } catch {
    return null;
  }
}

/** Keeps <html lang dir> in step with the language so the whole layout mirrors. */
function applyToDocument(lang: Lang) {
  // Only when they differ: writing the server's own values again restyles the whole page.
  const root = document.documentElement;
  if (root.lang !== lang) root.lang = lang;
  if (root.dir !== textDirection(lang)) root.dir = textDirection(lang);
}

/**
 * Every namespace, `common` too, comes through the backend: the browser fetches only the page's
 * language (main.tsx waits for `common` before rendering, so nothing suspends during hydration),
 * and the server adds every language's `common` at start (entry-server.tsx). Each feature's
 * namespace (`locales/<lang>/<feature>.json`) is fetched with the route that uses it.
 */
void i18n
  .use(initReactI18next)
  .use(resourcesToBackend((lng: string, ns: string) => import(`./locales/${lng}/${ns}.json`)))
  .init({
    lng: initialLang(),
    // No fallback: every language has every key (locales.test.ts), and a fallback language
    // makes i18next fetch its namespaces too, so an Arabic page downloaded the English text.
    fallbackLng: false,
    supportedLngs: [...LANGS],
    ns: ['common'],
    defaultNS: 'common',
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    initAsync: false,
  });

if (inBrowser) {
  applyToDocument(i18n.language as Lang);
  i18n.on('languageChanged', (lng) => {
    const lang: Lang = isLang(lng) ? lng : 'en';
    applyToDocument(lang);
    writeLangCookie(lang);
  });
}

/** The language of the current render: the request's on the server, the visitor's in the browser. */
export function currentLang(): Lang {
  const server = ssrContext();
  if (server) return server.lang;
  return isLang(i18n.language) ? i18n.language : 'en';
}

export default i18n;
