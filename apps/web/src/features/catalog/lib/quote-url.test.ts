import { describe, expect, it } from 'vitest';
import { quotePdfUrl } from './quote-url';

describe('quotePdfUrl', () => {
  it('carries the whole configuration, the destination and the language', () => {
    const url = quotePdfUrl(
      { productId: 7, optionIds: [3, 12, 13], width: 200, height: 100, quantity: 5, countryId: 1 },
      'ar',
    );
    expect(url).toBe(
      '/api/quotes/pdf?product_id=7&options=3%2C12%2C13&width=200&height=100&quantity=5&country_id=1&lang=ar',
    );
  });

  it('leaves out what a product without a size or a chosen country does not have', () => {
    const url = quotePdfUrl(
      { productId: 2, optionIds: [], width: null, height: null, quantity: 1, countryId: null },
      'en',
    );
    expect(url).toBe('/api/quotes/pdf?product_id=2&quantity=1&lang=en');
  });
});
