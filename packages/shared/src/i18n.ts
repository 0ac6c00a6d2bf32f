/* Pure helpers, free of zod so the storefront's first load stays small. */

/**
 * Every language of the shop, in the order the language switch offers them. A new language
 * is one line here plus its translation files (web locales, server messages): nothing else
 * names the languages one by one.
 * - `name`: the language's own name, as the switch shows it.
 * - `dir`: the writing direction of its pages.
 * - `numberLocale`: the Intl locale of its numbers, amounts and dates (one digit system per
 *   page, docs/decisions/011-digits.md: Arabic uses Western digits 0-9).
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', short: 'EN', dir: 'ltr', numberLocale: 'en-IE', ogLocale: 'en_GB' },
  { code: 'ar', name: 'العربية', short: 'عربي', dir: 'rtl', numberLocale: 'ar-u-nu-latn', ogLocale: 'ar_AR' },
  { code: 'es', name: 'Español', short: 'ES', dir: 'ltr', numberLocale: 'es-ES', ogLocale: 'es_ES' },
] as const;

export type Lang = (typeof LANGUAGES)[number]['code'];
export const LANGS: readonly [Lang, ...Lang[]] = LANGUAGES.map((language) => language.code) as [
  Lang,
  ...Lang[],
];
export const DEFAULT_LANG: Lang = 'en';

/**
 * The languages every catalogue text was written in from the start, so always present.
 * A text in a later language is optional and falls back to English while missing (rows
 * stored before the language existed, or a translation staff have not written yet).
 */
export const BASE_LANGS = ['en', 'ar'] as const;
export type BaseLang = (typeof BASE_LANGS)[number];
/** Languages whose catalogue texts may be missing. */
export const OPTIONAL_LANGS: readonly Lang[] = LANGS.filter(
  (lang) => !(BASE_LANGS as readonly string[]).includes(lang),
);

/** Text stored once per language; every catalogue string is one of these. */
export type LocalizedText = Record<BaseLang, string> & Partial<Record<Lang, string>>;

/** A list of paragraphs per language (service descriptions, header lines). */
export type LocalizedList = Record<BaseLang, string[]> & Partial<Record<Lang, string[]>>;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function languageOf(lang: Lang) {
  return LANGUAGES.find((language) => language.code === lang) ?? LANGUAGES[0];
}

/** Reads a language from a header or query value such as "ar", "es-ES" or "en-GB,en;q=0.9". */
export function parseLang(value: unknown): Lang {
  if (typeof value !== 'string') return DEFAULT_LANG;
  const primary = value.trim().slice(0, 2).toLowerCase();
  return isLang(primary) ? primary : DEFAULT_LANG;
}

export function localize(text: LocalizedText, lang: Lang): string {
  return text[lang] || text.en;
}

export function localizeList(list: LocalizedList, lang: Lang): string[] {
  const inLang = list[lang];
  return inLang && inLang.length > 0 ? inLang : list.en;
}

export function textDirection(lang: Lang): 'ltr' | 'rtl' {
  return languageOf(lang).dir;
}

/** One value per language, e.g. a server message translated into every language. */
export function perLang<T>(value: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(LANGS.map((lang) => [lang, value(lang)])) as Record<Lang, T>;
}
