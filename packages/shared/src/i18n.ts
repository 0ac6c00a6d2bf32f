/* Pure helpers, free of zod so the storefront's first load stays small. */

export const LANGS = ['en', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Text stored once per language; every catalogue string is one of these. */
export type LocalizedText = { en: string; ar: string };

/** A list of paragraphs per language (service descriptions, header lines). */
export type LocalizedList = { en: string[]; ar: string[] };

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'ar';
}

/** Reads a language from a header or query value such as "ar", "ar-EG" or "en-GB,en;q=0.9". */
export function parseLang(value: unknown): Lang {
  if (typeof value !== 'string') return DEFAULT_LANG;
  const primary = value.trim().slice(0, 2).toLowerCase();
  return isLang(primary) ? primary : DEFAULT_LANG;
}

export function localize(text: LocalizedText, lang: Lang): string {
  return text[lang] || text.en;
}

export function localizeList(list: LocalizedList, lang: Lang): string[] {
  return list[lang].length > 0 ? list[lang] : list.en;
}

export function textDirection(lang: Lang): 'ltr' | 'rtl' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}
