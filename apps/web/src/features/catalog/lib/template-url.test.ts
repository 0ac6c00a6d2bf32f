import { describe, expect, it } from 'vitest';
import { templateUrl } from './template-url';

describe('templateUrl', () => {
  it('carries the size, the options, the format and the language', () => {
    expect(templateUrl({ productId: 7, optionIds: [3, 4], width: 300, height: 100 }, 'ar', 'pdf')).toBe(
      '/api/products/7/template?width=300&height=100&options=3%2C4&format=pdf&lang=ar',
    );
  });

  it('leaves the size out for goods sold per item', () => {
    expect(templateUrl({ productId: 9, optionIds: [], width: null, height: null }, 'en', 'svg')).toBe(
      '/api/products/9/template?format=svg&lang=en',
    );
  });
});
