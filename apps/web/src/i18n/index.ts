import { isLang, type Lang, textDirection } from '@shop/shared';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import arCommon from './locales/ar/common.json';
import enCommon from './locales/en/common.json';

export const LANG_STORAGE_KEY = 'lang';

function initialLang(): Lang {
  // A shared or crawled link (hreflang, sitemap) may carry ?lang=ar; it wins and is remembered.
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('lang');
  if (isLang(fromUrl)) {
    try {
      localStorage.setItem(LANG_STORAGE_KEY, fromUrl);
      // Remembered now, so the address loses it: the language switch keeps working on reload.
      url.searchParams.delete('lang');
      window.history.replaceState(window.history.state, '', url);
    } catch {
      // Applied, not remembered.
    }
    return fromUrl;
  }
  try {
    const stored = localStorage.getItem(LANG_STORAGE_KEY);
    if (isLang(stored)) return stored;
  } catch {
    // Storage may be blocked; fall back to English.
  }
  return 'en';
}

/** Keeps <html lang dir> in step with the language so the whole layout mirrors. */
function applyToDocument(lang: Lang) {
  document.documentElement.lang = lang;
  document.documentElement.dir = textDirection(lang);
}

/**
 * The common namespace ships with the first load; each feature's namespace
 * (`locales/<lang>/<feature>.json`) is fetched with the route that uses it.
 */
void i18n
  .use(initReactI18next)
  .use(resourcesToBackend((lng: string, ns: string) => import(`./locales/${lng}/${ns}.json`)))
  .init({
    lng: initialLang(),
    // No fallback: both languages have every key (locales.test.ts), and a fallback language
    // makes i18next fetch its namespaces too, so an Arabic page downloaded the English text.
    fallbackLng: false,
    supportedLngs: ['en', 'ar'],
    ns: ['common'],
    defaultNS: 'common',
    partialBundledLanguages: true,
    resources: { en: { common: enCommon }, ar: { common: arCommon } },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

applyToDocument(i18n.language as Lang);
i18n.on('languageChanged', (lng) => {
  const lang: Lang = isLang(lng) ? lng : 'en';
  applyToDocument(lang);
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Not remembered, still applied.
  }
});

export function currentLang(): Lang {
  return isLang(i18n.language) ? i18n.language : 'en';
}

export default i18n;
