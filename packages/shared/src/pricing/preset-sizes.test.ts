import { describe, expect, it } from 'vitest';
import { bannerProduct } from './fixtures';
import { PRESET_SIZES, presetSizesFor } from './preset-sizes';

const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('presetSizesFor', () => {
  it.each([
    [
      { minWidth: 20, maxWidth: 300, minHeight: 20, maxHeight: 500 },
      [
        'a4',
        'a3',
        'a2',
        'a1',
        'a0',
        'rollup-85',
        'rollup-100',
        'banner-100x50',
        'banner-200x100',
        'banner-300x100',
        'banner-300x200',
      ],
    ],
    [
      { minWidth: 50, maxWidth: 500, minHeight: 50, maxHeight: 200 },
      [
        'a1',
        'a0',
        'rollup-85',
        'rollup-100',
        'banner-100x50',
        'banner-200x100',
        'banner-300x100',
        'banner-300x200',
        'banner-400x100',
        'banner-500x100',
      ],
    ],
    [{ minWidth: 10, maxWidth: 60, minHeight: 10, maxHeight: 90 }, ['a4', 'a3', 'a2', 'a1']],
    [{ minWidth: 85, maxWidth: 85, minHeight: 200, maxHeight: 200 }, ['rollup-85']],
  ])('limits %j → %j', (limits, expected) => {
    expect(ids(presetSizesFor(bannerProduct(limits)))).toEqual(expected);
  });

  it('offers none for goods sold per item without a size', () => {
    const product = bannerProduct({
      pricingMode: 'per_item',
      minWidth: null,
      maxWidth: null,
      minHeight: null,
      maxHeight: null,
    });
    expect(presetSizesFor(product)).toEqual([]);
  });

  it('keeps every preset in whole centimetres, never smaller than the paper size', () => {
    for (const p of PRESET_SIZES) {
      expect(Number.isInteger(p.width) && Number.isInteger(p.height)).toBe(true);
    }
    const a4 = PRESET_SIZES.find((p) => p.id === 'a4')!;
    expect(a4.width * 10).toBeGreaterThanOrEqual(210);
    expect(a4.height * 10).toBeGreaterThanOrEqual(297);
  });
});
