import fs from 'node:fs';
import path from 'node:path';
import { LANGS } from '@shop/shared';
import { describe, expect, it } from 'vitest';

/** Every static `t('key')` of the back-office exists in admin.json, in every language of the shop. */
const ROOT = import.meta.dirname;
const LOCALES = path.join(ROOT, '..', 'i18n', 'locales');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function has(tree: unknown, key: string): boolean {
  let node = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('admin translations', () => {
  const keys = new Set<string>();
  for (const file of sources(ROOT)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.:]+)'/g)) {
      const key = match[1]!.replace(/^admin:/, '');
      if (key.includes('.')) keys.add(key);
    }
  }

  // Every language the shop speaks (en, ar, es), not a list kept by hand beside it.
  it.each([...LANGS])('%s has every key the screens use', (lang) => {
    const tree = JSON.parse(fs.readFileSync(path.join(LOCALES, lang, 'admin.json'), 'utf8'));
    const missing = [...keys].filter((key) => !has(tree, key));
    expect(missing).toEqual([]);
    expect(keys.size).toBeGreaterThan(100);
  });
});
