import { describe, expect, it } from 'vitest';
import { areaCm2, areaM2, perSquareMetreCents } from './area';
import { divideRounded } from './rounding';

describe('area', () => {
  it.each([
    [100, 100, 10_000, 1],
    [200, 100, 20_000, 2],
    [85, 33, 2_805, 0.2805],
    [1, 1, 1, 0.0001],
  ])('%i × %i cm is %i cm² = %f m²', (w, h, cm2, m2) => {
    expect(areaCm2(w, h)).toBe(cm2);
    expect(areaM2(w, h)).toBe(m2);
  });

  it.each([
    // rate cents/m², area cm², expected cents
    [1200, 10_000, 1200],
    [1200, 2_805, 337], // 336.6 → 337
    [1000, 5, 1], // 0.5 → 1 (half away from zero)
    [1000, 4, 0], // 0.4 → 0
    [999, 15_000, 1499], // 1498.5 → 1499
    [-3000, 5, -2], // -1.5 → -2: negative amounts round away from zero too
  ])('%i c/m² over %i cm² costs %i cents', (rate, area, cents) => {
    expect(perSquareMetreCents(rate, area)).toBe(cents);
  });
});

describe('divideRounded', () => {
  it.each([
    [5, 10, 1],
    [4, 10, 0],
    [15, 10, 2],
    [-15, 10, -2],
    [-14, 10, -1],
    [0, 7, 0],
    [25_000_000_000_000, 10_000, 2_500_000_000],
  ])('%i / %i ≈ %i', (n, d, q) => {
    expect(divideRounded(n, d)).toBe(q);
  });

  it('refuses a zero divisor or unsafe numbers', () => {
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
    expect(() => divideRounded(0.5, 1)).toThrow(RangeError);
  });
});
