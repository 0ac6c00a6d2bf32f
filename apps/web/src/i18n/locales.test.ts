import fs from 'node:fs';
import path from 'node:path';
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

describe('translations', () => {
  it('has the same namespaces in English and Arabic', () => {
    const arabic = fs.readdirSync(path.join(LOCALES_DIR, 'ar')).filter((f) => f.endsWith('.json'));
    expect(arabic.sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('%s has every key in both languages, none empty', (file) => {
    const en = load('en', file);
    const ar = load('ar', file);
    expect([...ar.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, value] of [...en, ...ar]) {
      expect(typeof value === 'string' && value.trim().length > 0, `${file}: ${key} is empty`).toBe(true);
    }
  });

  it('uses the same {{placeholders}} in both languages', () => {
    for (const file of namespaces) {
      const en = load('en', file);
      const ar = load('ar', file);
      for (const [key, value] of en) {
        const names = (s: unknown) => [...String(s).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
        expect(names(ar.get(key)), `${file}: ${key}`).toEqual(names(value));
      }
    }
  });
});
