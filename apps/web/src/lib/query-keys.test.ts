import { describe, expect, it } from 'vitest';
import { keepAcrossLanguageSwitch } from './query-keys';

describe('keepAcrossLanguageSwitch', () => {
  const cart = { lines: 2 };
  it('keeps the same query in the previous language on screen', () => {
    const keep = keepAcrossLanguageSwitch<typeof cart>(['cart', 'lines', 'es', 7]);
    expect(keep(cart, { queryKey: ['cart', 'lines', 'en', 7] })).toBe(cart);
    expect(keep(cart, { queryKey: ['cart', 'lines', 'ar', 7] })).toBe(cart);
  });
  it("never shows another user's or another list's data, nor anything without a previous query", () => {
    const keep = keepAcrossLanguageSwitch<typeof cart>(['cart', 'lines', 'es', 7]);
    expect(keep(cart, { queryKey: ['cart', 'lines', 'en', 8] })).toBeUndefined();
    expect(keep(cart, { queryKey: ['cart', 'lines', 'en'] })).toBeUndefined();
    expect(keep(cart, { queryKey: ['orders', 'lines', 'en', 7] })).toBeUndefined();
    expect(keep(cart, undefined)).toBeUndefined();
  });
});
