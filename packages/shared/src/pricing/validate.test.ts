import { describe, expect, it } from 'vitest';
import { bannerProduct } from './fixtures';
import { checkOptions, checkQuantity, checkSize, clampQuantity, isSized } from './validate';

describe('checkSize', () => {
  const banner = bannerProduct();
  const rigid = bannerProduct({ weldable: false });
  const limits = { minWidth: 20, maxWidth: 300, minHeight: 20, maxHeight: 500 };

  it.each([
    ['inside the limits', banner, 100, 100, null],
    ['on the limits', banner, 300, 500, null],
    ['missing width', banner, null, 100, { code: 'size_required' }],
    ['too narrow', banner, 19, 100, { code: 'size_out_of_range', ...limits, tooLargeNotWeldable: false }],
    ['too low', banner, 100, 19, { code: 'size_out_of_range', ...limits, tooLargeNotWeldable: false }],
    ['too wide, weldable', banner, 301, 100, null],
    ['too high, weldable', banner, 100, 900, null],
    [
      'too wide, not weldable',
      rigid,
      301,
      100,
      { code: 'size_out_of_range', ...limits, tooLargeNotWeldable: true },
    ],
    ['beyond what we weld', banner, 5001, 100, { code: 'size_above_weld_limit', maxSide: 5000 }],
    ['NaN', banner, Number.NaN, 100, { code: 'size_required' }],
  ] as const)('%s', (_name, product, width, height, expected) => {
    expect(checkSize(product, width, height)).toEqual(expected);
  });

  it('ignores the size of goods sold per item', () => {
    const item = bannerProduct({
      pricingMode: 'per_item',
      minWidth: null,
      maxWidth: null,
      minHeight: null,
      maxHeight: null,
    });
    expect(isSized(item)).toBe(false);
    expect(checkSize(item, null, null)).toBeNull();
  });
});

describe('checkQuantity and clampQuantity', () => {
  const banner = bannerProduct({ minQuantity: 2, maxQuantity: 50 });
  it.each([
    [2, true],
    [50, true],
    [1, false],
    [51, false],
    [2.5, false],
  ])('%d is accepted: %s', (quantity, ok) => {
    expect(checkQuantity(banner, quantity) === null).toBe(ok);
  });
  it.each([
    [0, 2],
    [7, 7],
    [7.4, 7],
    [999, 50],
    [Number.NaN, 2],
  ])('clamps %d to %d', (value, clamped) => {
    expect(clampQuantity(banner, value)).toBe(clamped);
  });
});

describe('checkOptions', () => {
  const banner = bannerProduct();
  const codes = (ids: number[]) => checkOptions(banner, ids).issues.map((i) => i.code);

  it.each([
    ['a choice in the required section', [10], []],
    ['a parent with its child and grandchild', [10, 20, 22, 23], []],
    ['the same option twice', [10, 10], []],
    ['an option of another product', [10, 999], ['option_foreign']],
    ['a child without its parent', [10, 21], ['option_orphan']],
    ['a grandchild without its parent', [10, 20, 23], ['option_orphan']],
    ['two choices in a required section', [10, 11], ['option_conflict']],
    ['two extras in an optional section', [10, 20, 24], []],
    ['two children of one parent', [10, 20, 21, 22], ['option_conflict']],
    ['nothing in a required section', [20], ['option_required']],
  ])('%s', (_name, ids, expected) => {
    expect(codes(ids)).toEqual(expected);
  });

  it('returns the chosen options once each', () => {
    expect(checkOptions(banner, [10, 20, 10]).options.map((o) => o.id)).toEqual([10, 20]);
  });
});
