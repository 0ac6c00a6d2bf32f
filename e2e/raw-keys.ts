import fs from 'node:fs';
import path from 'node:path';

/**
 * Every nested translation key of the storefront ("footer.spain", "nav.logoLabel"), from the
 * English files. i18next shows a key it cannot find as the key itself, so a page whose text or
 * labels hold one of these has asked the wrong namespace or lost a text.
 */
const LOCALES = path.resolve(import.meta.dirname, '../apps/web/src/i18n/locales/en');
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return prefix.includes('.') ? [prefix] : [];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key.replace(PLURAL, '')}` : key),
  );
}

const KEYS = [
  ...new Set(
    fs
      .readdirSync(LOCALES)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => keysOf(JSON.parse(fs.readFileSync(path.join(LOCALES, file), 'utf8')))),
  ),
].sort((a, b) => b.length - a.length);

const RAW_KEY = new RegExp(
  `(?<![\\w.@/-])(${KEYS.map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\w.-])`,
  'g',
);

/** The translation keys shown as text in `text` (empty when every text was found). */
export function rawTranslationKeys(text: string): string[] {
  return [...new Set([...text.matchAll(RAW_KEY)].map((match) => match[1]!))];
}
