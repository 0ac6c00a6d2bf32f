import { BUSINESS, LANGS } from '@shop/shared';
import { SISTER_SITES } from '@shop/shared/sister-sites';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/messages';
import { productCategories, serviceCategories } from './catalog';
import { brands, clients } from './content';
import { countries } from './shipping';

/**
 * Every catalogue text the seed and the shared data carry, and every server message (the
 * e-mails' texts among them), exists in every language of LANGUAGES, not empty
 * (docs/decisions/044-spanish-without-gaps.md). A Spanish page otherwise shows English.
 */
function missingLanguages(value: unknown, where: string, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) missingLanguages(item, `${where}[${index}]`, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('en' in record) {
      for (const lang of LANGS) {
        const text = record[lang];
        const empty = Array.isArray(text) ? text.length === 0 || text.some((p) => !p) : !text;
        if (empty) found.push(`${where} has no ${lang}: ${JSON.stringify(record.en).slice(0, 60)}`);
      }
      return found;
    }
    for (const [key, child] of Object.entries(record)) missingLanguages(child, `${where}.${key}`, found);
  }
  return found;
}

describe('texts in every language', () => {
  it('finds a catalogue text without Spanish (the check itself)', () => {
    const option = { name: { en: 'Every 50 cm', ar: 'كل 50 سم' }, description: { en: 'x', ar: 'س', es: '' } };
    expect(missingLanguages({ sections: [{ options: [option] }] }, 'seed')).toEqual([
      'seed.sections[0].options[0].name has no es: "Every 50 cm"',
      'seed.sections[0].options[0].description has no es: "x"',
    ]);
    expect(missingLanguages({ lines: { en: ['a', 'b'], ar: ['أ', 'ب'], es: ['c', ''] } }, 'h')).toHaveLength(
      1,
    );
  });

  it('has every seeded catalogue text in every language: options, production speeds, headers, names', () => {
    const seed = { productCategories, serviceCategories, brands, clients, countries };
    expect(missingLanguages(seed, 'seed')).toEqual([]);
  });

  it('has the shared business data in every language', () => {
    expect(missingLanguages(BUSINESS, 'BUSINESS')).toEqual([]);
    expect(missingLanguages(SISTER_SITES, 'SISTER_SITES')).toEqual([]);
  });

  it('has every server and e-mail message in every language', () => {
    expect(missingLanguages(MESSAGES, 'MESSAGES')).toEqual([]);
  });
});
