import fs from 'node:fs';
import path from 'node:path';
import { LANGS } from '@shop/shared';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = path.join(import.meta.dirname, 'locales');

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function load(lang: string, file: string) {
  return flatten(JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lang, file), 'utf8')));
}

const namespaces = fs.readdirSync(path.join(LOCALES_DIR, 'en')).filter((f) => f.endsWith('.json'));

/** Every language but English, the reference the others are checked against. */
const TRANSLATIONS = LANGS.filter((lang) => lang !== 'en');

/** i18next's plural suffixes: `key_one`, `key_other`, and in Arabic also zero, two, few, many. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Keys with their plural forms folded into one (`count_one`, `count_other` → `count`). */
function baseKeys(map: Map<string, unknown>): Set<string> {
  return new Set([...map.keys()].map((key) => key.replace(PLURAL, '')));
}

/** The plural keys of a file: base key → form → text. */
function pluralGroups(map: Map<string, unknown>): Map<string, Map<string, string>> {
  const groups = new Map<string, Map<string, string>>();
  for (const [key, value] of map) {
    const match = PLURAL.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    const forms = groups.get(base) ?? new Map<string, string>();
    forms.set(match[1] as string, String(value));
    groups.set(base, forms);
  }
  return groups;
}

const placeholders = (s: unknown) =>
  [...String(s).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string).sort();

describe('translations', () => {
  it('has a folder for every language of the shop, and none for another', () => {
    const folders = fs
      .readdirSync(LOCALES_DIR)
      .filter((f) => fs.statSync(path.join(LOCALES_DIR, f)).isDirectory());
    expect(folders.sort()).toEqual([...LANGS].sort());
  });

  it.each(TRANSLATIONS)('has the same namespaces in English and %s', (lang) => {
    const translated = fs.readdirSync(path.join(LOCALES_DIR, lang)).filter((f) => f.endsWith('.json'));
    expect(translated.sort()).toEqual([...namespaces].sort());
  });

  it.each(TRANSLATIONS.flatMap((lang) => namespaces.map((file) => [lang, file] as const)))(
    '%s/%s has every English key, none empty',
    (lang, file) => {
      const en = load('en', file);
      const translated = load(lang, file);
      expect([...baseKeys(translated)].sort()).toEqual([...baseKeys(en)].sort());
      for (const [key, value] of [...en, ...translated]) {
        expect(typeof value === 'string' && value.trim().length > 0, `${lang}/${file}: ${key} is empty`).toBe(
          true,
        );
      }
    },
  );

  it.each([...LANGS])('gives every counted text all the plural forms %s needs', (lang) => {
    const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const file of namespaces) {
      const texts = load(lang, file);
      for (const [base, forms] of pluralGroups(texts)) {
        expect([...forms.keys()].sort(), `${lang}/${file}: ${base}`).toEqual([...needed].sort());
        // A bare key beside its plural forms would be used for nothing, or for the wrong count.
        expect(texts.has(base), `${lang}/${file}: ${base} and ${base}_*`).toBe(false);
        expect(placeholders(forms.get('other')), `${lang}/${file}: ${base}_other`).toContain('count');
      }
    }
  });

  it.each(TRANSLATIONS)('uses the same {{placeholders}} in English and %s', (lang) => {
    for (const file of namespaces) {
      const en = load('en', file);
      const ar = load(lang, file);
      for (const [key, value] of en) {
        if (PLURAL.test(key)) continue;
        expect(placeholders(ar.get(key)), `${lang}/${file}: ${key}`).toEqual(placeholders(value));
      }
      // Plural forms may spell the number out ("منتجان"), so {{count}} is optional in them;
      // every other placeholder must be in every form of both languages.
      const arGroups = pluralGroups(ar);
      for (const [base, enForms] of pluralGroups(en)) {
        const expected = placeholders(enForms.get('other')).filter((name) => name !== 'count');
        for (const [form, text] of [...enForms, ...(arGroups.get(base) ?? [])]) {
          expect(
            placeholders(text).filter((name) => name !== 'count'),
            `${lang}/${file}: ${base}_${form}`,
          ).toEqual(expected);
        }
      }
    }
  });
});
