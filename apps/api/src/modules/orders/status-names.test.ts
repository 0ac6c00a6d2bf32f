import fs from 'node:fs';
import path from 'node:path';
import { LANGS, ORDER_STATUSES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { translate } from '../../lib/messages';

/**
 * One set of status names (docs/product.md#order-statuses): the server's `orders.status.<n>`
 * (e-mails, audit, API messages) and every storefront and back-office namespace that names a
 * status (`status.<n>` in orders, service-orders and admin) say the same thing in each language.
 */
const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../../web/src/i18n/locales');
const NAMESPACES = ['orders', 'service-orders', 'admin'] as const;

function webStatusNames(lang: string, namespace: string): Record<string, string> {
  const file = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lang, `${namespace}.json`), 'utf8'));
  return file.status as Record<string, string>;
}

describe('status names', () => {
  for (const lang of LANGS) {
    it(`are the same on the server and on every page in ${lang}`, () => {
      for (const status of ORDER_STATUSES) {
        const server = translate(`orders.status.${status}`, lang);
        for (const namespace of NAMESPACES) {
          expect(webStatusNames(lang, namespace)[String(status)], `${namespace}.json status.${status}`).toBe(
            server,
          );
        }
      }
    });
  }

  it('are in sentence case in English', () => {
    expect(translate('orders.status.3', 'en')).toBe('Waiting for payment');
    expect(translate('orders.status.4', 'en')).toBe('Order received');
    for (const status of ORDER_STATUSES) {
      const words = translate(`orders.status.${status}`, 'en').split(' ');
      expect(words.slice(1).every((word) => word === word.toLowerCase())).toBe(true);
    }
  });
});
