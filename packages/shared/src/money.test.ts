import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatEuros, percentOf, roundCents } from './money';

describe('money', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [1850, 18.5],
    [25000, 250],
  ])('%i cents is %d euros', (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
    expect(eurosToCents(euros)).toBe(cents);
  });

  it('converts euros with float noise to whole cents', () => {
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(19.999)).toBe(2000);
  });

  it('rounds half away from zero', () => {
    expect(roundCents(2.5)).toBe(3);
    expect(roundCents(-2.5)).toBe(-3);
    expect(roundCents(2.49)).toBe(2);
  });

  it.each([
    [10000, 21, 2100],
    [1850, 21, 389], // 388.5 → 389
    [999, 10, 100], // 99.9 → 100
    [0, 50, 0],
  ])('%i cents × %i%% = %i cents', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected);
  });

  it('formats euros for both languages', () => {
    expect(formatEuros(1850, 'en')).toBe('€18.50');
    expect(formatEuros(1850, 'ar')).toContain('€');
  });
});
