import { describe, expect, it } from 'vitest';
import {
  isLang,
  LANGS,
  LANGUAGES,
  localize,
  localizeList,
  OPTIONAL_LANGS,
  parseLang,
  textDirection,
} from './i18n';

describe('language helpers', () => {
  it.each([
    ['ar', 'ar'],
    ['AR', 'ar'],
    ['ar-EG', 'ar'],
    ['en-GB,en;q=0.9', 'en'],
    ['es', 'es'],
    ['es-ES,es;q=0.9,en;q=0.8', 'es'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [42, 'en'],
  ])('parseLang(%j) is %s', (value, expected) => {
    expect(parseLang(value)).toBe(expected);
  });

  it('falls back to English when a translation is missing', () => {
    expect(localize({ en: 'Banner', ar: '' }, 'ar')).toBe('Banner');
    expect(localize({ en: 'Banner', ar: 'لافتة' }, 'ar')).toBe('لافتة');
    expect(localizeList({ en: ['a'], ar: [] }, 'ar')).toEqual(['a']);
  });

  it('falls back to English for a text stored before Spanish existed', () => {
    expect(localize({ en: 'Banner', ar: 'لافتة' }, 'es')).toBe('Banner');
    expect(localize({ en: 'Banner', ar: 'لافتة', es: 'Lona' }, 'es')).toBe('Lona');
    expect(localizeList({ en: ['a'], ar: ['ب'] }, 'es')).toEqual(['a']);
    expect(localizeList({ en: ['a'], ar: ['ب'], es: ['c'] }, 'es')).toEqual(['c']);
  });

  it('keeps the languages in one list, each with its own name and direction', () => {
    expect(LANGS).toEqual(['en', 'ar', 'es']);
    expect(LANGUAGES.map((language) => language.name)).toEqual(['English', 'العربية', 'Español']);
    for (const lang of LANGS) expect(isLang(lang)).toBe(true);
    expect(isLang('fr')).toBe(false);
    expect(OPTIONAL_LANGS).toEqual(['es']);
  });

  it('gives the text direction', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
    expect(textDirection('es')).toBe('ltr');
  });
});
