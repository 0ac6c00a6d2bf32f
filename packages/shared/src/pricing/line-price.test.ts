import { describe, expect, it } from 'vitest';
import { bannerProduct } from './fixtures';
import { priceLine, quoteLine } from './line-price';
import { discountPercentFor } from './quantity-breaks';
import type { LineSelection, PricingProduct } from './types';

function total(product: PricingProduct, selection: LineSelection) {
  const result = quoteLine(product, selection);
  if (!result.ok) throw new Error(`unexpected issues: ${JSON.stringify(result.issues)}`);
  return result.quote;
}

describe('priceLine: base and options', () => {
  const banner = bannerProduct();
  it.each([
    ['1 m², standard material', [10], 100, 100, 1, { unitCents: 1200, totalCents: 1200 }],
    ['area rounded to the cent (336.6 → 337)', [10], 85, 33, 1, { baseItemCents: 337, totalCents: 337 }],
    ['per-m² option', [11], 100, 100, 2, { unitCents: 1500, itemsCents: 3000, totalCents: 3000 }],
    ['per-item option', [10, 20], 100, 100, 3, { unitCents: 1350, totalCents: 4050 }],
    ['fixed option once per line', [10, 20, 21], 100, 100, 3, { fixedCents: 500, totalCents: 4550 }],
    ['percent option of the base (12.5 %)', [10, 20, 22], 100, 100, 1, { unitCents: 1500, totalCents: 1500 }],
    ['percent rounded (42.125 → 42)', [10, 20, 22], 85, 33, 1, { optionsPerItemCents: 192, unitCents: 529 }],
    ['third-level option', [10, 20, 22, 23], 100, 100, 1, { unitCents: 1599, totalCents: 1599 }],
  ] as const)('%s', (_name, optionIds, width, height, quantity, expected) => {
    expect(total(banner, { optionIds, width, height, quantity })).toMatchObject(expected);
  });

  it('reports the area in m² and no panels when the size fits', () => {
    expect(total(banner, { optionIds: [10], width: 85, height: 33, quantity: 1 })).toMatchObject({
      areaM2: 0.2805,
      panels: null,
    });
  });

  it('prices per item without a size; per-m² options add nothing there', () => {
    const sign = bannerProduct({
      pricingMode: 'per_item',
      basePriceCents: 4500,
      minWidth: null,
      maxWidth: null,
      minHeight: null,
      maxHeight: null,
    });
    expect(total(sign, { optionIds: [11, 20, 22], quantity: 2 })).toMatchObject({
      areaM2: 0,
      baseItemCents: 4500,
      // 0 (per m²) + 150 (per item) + 563 (12.5 % of 4500 = 562.5 → 563)
      optionsPerItemCents: 713,
      totalCents: 2 * 5213,
    });
  });

  it('never prices below zero when an option lowers the price', () => {
    const cheap = bannerProduct({
      options: [{ id: 10, sectionId: 1, parentId: null, priceMode: 'per_item', priceAmount: -5000 }],
    });
    expect(total(cheap, { optionIds: [10], width: 100, height: 100, quantity: 1 }).totalCents).toBe(0);
  });
});

describe('priceLine: quantity breaks', () => {
  const breaks = [
    { minQuantity: 10, discountPercent: 5 },
    { minQuantity: 50, discountPercent: 10 },
  ];
  const banner = bannerProduct({ quantityBreaks: breaks });
  it.each([
    [9, 0, 10_800],
    [10, 5, 11_400],
    [49, 5, 55_860],
    [50, 10, 54_000],
    [100, 10, 108_000],
  ])('%i items get %i %% off: %i cents', (quantity, percent, cents) => {
    expect(total(banner, { optionIds: [10], width: 100, height: 100, quantity })).toMatchObject({
      discountPercent: percent,
      totalCents: cents,
    });
  });

  it('does not discount the fixed charges', () => {
    const quote = total(banner, { optionIds: [10, 20, 21], width: 100, height: 100, quantity: 10 });
    expect(quote).toMatchObject({
      itemsCents: 13_500,
      discountCents: 675,
      fixedCents: 500,
      totalCents: 13_325,
    });
  });

  it('rounds the discount to the cent', () => {
    // 337 × 3 = 1011; 5 % = 50.55 → 51
    const odd = bannerProduct({ quantityBreaks: [{ minQuantity: 3, discountPercent: 5 }] });
    expect(total(odd, { optionIds: [10], width: 85, height: 33, quantity: 3 })).toMatchObject({
      discountCents: 51,
      totalCents: 960,
    });
  });

  it.each([
    [[], 5, 0],
    [
      [
        { minQuantity: 50, discountPercent: 10 },
        { minQuantity: 10, discountPercent: 5 },
      ],
      60,
      10,
    ],
    [[{ minQuantity: 1, discountPercent: 150 }], 1, 100],
  ])('picks the highest reached break regardless of order (%j, %i → %i)', (tiers, quantity, percent) => {
    expect(discountPercentFor(tiers, quantity)).toBe(percent);
  });
});

describe('priceLine: minimum charge and panels', () => {
  it('charges the minimum when the line is cheaper', () => {
    const banner = bannerProduct({ minChargeCents: 2500 });
    expect(total(banner, { optionIds: [10], width: 50, height: 50, quantity: 1 })).toMatchObject({
      subtotalCents: 300,
      minChargeApplied: true,
      totalCents: 2500,
    });
    expect(total(banner, { optionIds: [10], width: 200, height: 200, quantity: 1 })).toMatchObject({
      minChargeApplied: false,
      totalCents: 4800,
    });
  });

  it('prices an oversized weldable banner on its finished area and lists the panels', () => {
    const quote = total(bannerProduct(), { optionIds: [10], width: 500, height: 200, quantity: 1 });
    expect(quote.areaM2).toBe(10);
    expect(quote.totalCents).toBe(12_000);
    expect(quote.panels).toEqual({
      columns: 2,
      rows: 1,
      overlapCm: 2,
      panels: [
        { width: 251, height: 200 },
        { width: 251, height: 200 },
      ],
    });
  });

  it('priceLine itself trusts its input (validation is quoteLine’s job)', () => {
    const banner = bannerProduct();
    expect(priceLine(banner, [], { optionIds: [], width: 100, height: 100, quantity: 1 }).totalCents).toBe(
      1200,
    );
  });
});

describe('quoteLine', () => {
  it('returns the issues instead of a price', () => {
    const result = quoteLine(bannerProduct(), { optionIds: [999], width: 10, height: 100, quantity: 0 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.map((i) => i.code)).toEqual([
        'size_out_of_range',
        'quantity_out_of_range',
        'option_foreign',
        'option_required',
      ]);
    }
  });
});
