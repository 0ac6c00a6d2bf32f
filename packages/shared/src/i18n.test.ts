import { describe, expect, it } from 'vitest';
import { localize, localizeList, parseLang, textDirection } from './i18n';

describe('language helpers', () => {
  it.each([
    ['ar', 'ar'],
    ['AR', 'ar'],
    ['ar-EG', 'ar'],
    ['en-GB,en;q=0.9', 'en'],
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

  it('gives the text direction', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });
});
