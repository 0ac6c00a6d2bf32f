import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatNumber, formatSize, isolate } from './format';

const arabicIndic = /[٠-٩]/;

describe('one digit system per page', () => {
  it('uses Western digits for amounts, numbers, sizes and dates in Arabic (decision 011)', () => {
    expect(formatAmount(30.5, 'ar')).not.toMatch(arabicIndic);
    expect(formatAmount(30.5, 'ar')).toContain('30.50');
    expect(formatNumber(250, 'ar')).toBe('250');
    expect(formatSize(200, 100, 'ar')).toBe('200 × 100');
    expect(formatDate('2026-12-01', 'ar')).toMatch(/^1 ديسمبر 2026$/);
    expect(formatDate('2026-12-01', 'ar', false, true)).toContain('الثلاثاء');
    expect(formatDate('2026-12-01', 'ar', false, true)).not.toMatch(arabicIndic);
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

/** Counts the formatters built while `run` runs (a subclass: vi.spyOn cannot stand in for `new`). */
function formattersBuilt(run: () => void) {
  const { NumberFormat, DateTimeFormat } = Intl;
  const built = { numbers: 0, dates: 0 };
  Intl.NumberFormat = class extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args);
      built.numbers += 1;
    }
  } as typeof NumberFormat;
  Intl.DateTimeFormat = class extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args);
      built.dates += 1;
    }
  } as typeof DateTimeFormat;
  try {
    run();
  } finally {
    Intl.NumberFormat = NumberFormat;
    Intl.DateTimeFormat = DateTimeFormat;
  }
  return built;
}

describe('formatters built once', () => {
  it('formats a page of numbers and dates without building a formatter per value', () => {
    const built = formattersBuilt(() => {
      for (let i = 0; i < 20; i += 1) {
        formatNumber(i * 10, 'en');
        formatSize(i, i + 1, 'ar');
        formatAmount(i, 'es');
        formatDate(`2026-12-${String(i + 1).padStart(2, '0')}`, 'en');
      }
    });
    // At most one per locale and options (some may be cached by an earlier test).
    expect(built.numbers).toBeLessThanOrEqual(3);
    expect(built.dates).toBeLessThanOrEqual(1);
  });
});
