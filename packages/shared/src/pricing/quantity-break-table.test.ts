import { describe, expect, it } from 'vitest';
import { bannerProduct } from './fixtures';
import { priceLine } from './line-price';
import { quantityBreakTable } from './quantity-break-table';

const breaks = [
  { minQuantity: 5, discountPercent: 5 },
  { minQuantity: 20, discountPercent: 10 },
  { minQuantity: 50, discountPercent: 15 },
];

describe('quantityBreakTable', () => {
  it('lists one tier per break with its unit price and saving', () => {
    const product = bannerProduct({ quantityBreaks: breaks, basePriceCents: 1000 });
    // 100 × 100 cm = 1 m² at €10/m²: €10 an item before discounts.
    const rows = quantityBreakTable(product, [], { optionIds: [], width: 100, height: 100 });
    expect(rows).toEqual([
      { fromQuantity: 1, toQuantity: 4, discountPercent: 0, unitCents: 1000, savingPercent: 0 },
      { fromQuantity: 5, toQuantity: 19, discountPercent: 5, unitCents: 950, savingPercent: 5 },
      { fromQuantity: 20, toQuantity: 49, discountPercent: 10, unitCents: 900, savingPercent: 10 },
      { fromQuantity: 50, toQuantity: null, discountPercent: 15, unitCents: 850, savingPercent: 15 },
    ]);
  });

  it('prices the chosen options into each tier and leaves fixed charges out', () => {
    const product = bannerProduct({ quantityBreaks: breaks, basePriceCents: 1000 });
    const options = product.options.filter((o) => o.id === 11 || o.id === 24); // +€3/m², €4.50 once
    const rows = quantityBreakTable(product, options, { optionIds: [11, 24], width: 100, height: 100 });
    expect(rows.map((r) => r.unitCents)).toEqual([1300, 1235, 1170, 1105]);
    const at20 = priceLine(product, options, { optionIds: [11, 24], width: 100, height: 100, quantity: 20 });
    expect(at20.itemsCents - at20.discountCents).toBe(rows[2]!.unitCents * 20);
  });

  it.each([
    [{ minQuantity: 10, maxQuantity: 30 }, [10, 20], 'tiers under the minimum fold into the first row'],
    [{ minQuantity: 1, maxQuantity: 10 }, [1, 5], 'tiers above the maximum are left out'],
    [{ minQuantity: 1, maxQuantity: 1 }, [1], 'a single-quantity product has one row'],
  ])('%j → tiers %j (%s)', (limits, starts) => {
    const product = bannerProduct({ quantityBreaks: breaks, ...limits });
    const rows = quantityBreakTable(product, [], { optionIds: [], width: 100, height: 100 });
    expect(rows.map((r) => r.fromQuantity)).toEqual(starts);
    expect(rows.at(-1)!.toQuantity).toBe(limits.maxQuantity > starts.at(-1)! ? null : limits.maxQuantity);
  });

  it('starts at the product minimum with the discount that quantity already earns', () => {
    const product = bannerProduct({ quantityBreaks: breaks, minQuantity: 10, basePriceCents: 1000 });
    const [first] = quantityBreakTable(product, [], { optionIds: [], width: 100, height: 100 });
    expect(first).toMatchObject({ fromQuantity: 10, discountPercent: 5, unitCents: 950, savingPercent: 0 });
  });
});
