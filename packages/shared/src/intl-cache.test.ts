import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-cache';
import { formatEuros } from './money';

describe('Intl formatters built once', () => {
  it('formats every price of a page with one NumberFormat per language', () => {
    const { NumberFormat } = Intl;
    let built = 0;
    // A subclass that counts: vi.spyOn cannot stand in for a constructor called with `new`.
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        built += 1;
      }
    } as typeof NumberFormat;
    try {
      const prices = [1, 250, 999_99, 12_345_67].flatMap((cents) => [
        formatEuros(cents, 'en'),
        formatEuros(cents, 'ar'),
      ]);
      expect(prices[0]).toBe('€0.01');
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
    expect(built).toBeLessThanOrEqual(2);
  });

  it('keeps one formatter per locale and options', () => {
    expect(numberFormat('en-GB', { maximumFractionDigits: 2 })).toBe(
      numberFormat('en-GB', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('en-GB', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('en-GB', { maximumFractionDigits: 2 }),
    );
    expect(dateTimeFormat('es-ES', { timeZone: 'UTC' })).toBe(dateTimeFormat('es-ES', { timeZone: 'UTC' }));
    expect(dateTimeFormat('es-ES', { timeZone: 'UTC' }).resolvedOptions().locale).toBe('es-ES');
  });
});
