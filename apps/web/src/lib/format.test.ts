import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatNumber, isolate } from './format';

const arabicIndic = /[٠-٩]/;

describe('one digit system per page', () => {
  it('uses Arabic-Indic digits for amounts, numbers and dates in Arabic, like formatEuros', () => {
    expect(formatAmount(30.5, 'ar')).toMatch(arabicIndic);
    expect(formatNumber(250, 'ar')).toBe('٢٥٠');
    expect(formatDate('2026-12-01', 'ar')).toMatch(arabicIndic);
    expect(formatDate('2026-12-01', 'ar')).not.toMatch(/\d/);
  });

  it('uses Latin digits in English, euros as the catalogue shows them', () => {
    expect(formatAmount(30.5, 'en')).toBe('€30.50');
    expect(formatAmount(0.1 + 0.2, 'en')).toBe('€0.30');
    expect(formatNumber(1500, 'en')).toBe('1,500');
    expect(formatDate('2026-12-01', 'en')).toBe('1 December 2026');
  });

  it('leaves an unreadable date as it came and isolates codes', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(isolate('WELCOME10')).toBe('\u2068WELCOME10\u2069');
  });
});
