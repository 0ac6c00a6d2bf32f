import { describe, expect, it } from 'vitest';
import { bannerProduct } from './fixtures';
import { priceLine } from './line-price';
import { chosenBranches, optionCharges } from './option-charges';

const product = bannerProduct();
const pick = (ids: number[]) => product.options.filter((o) => ids.includes(o.id));

describe('optionCharges', () => {
  it.each([
    // ids, width, height, expected charges: reason
    [[11], 200, 100, [{ optionId: 11, perItemCents: 600, fixedCents: 0 }], '€3/m² on 2 m²'],
    [[20], 200, 100, [{ optionId: 20, perItemCents: 150, fixedCents: 0 }], 'per item'],
    [[21], 200, 100, [{ optionId: 21, perItemCents: 0, fixedCents: 500 }], 'fixed, once a line'],
    [[22], 200, 100, [{ optionId: 22, perItemCents: 300, fixedCents: 0 }], '12.5 % of a €24 base'],
  ])('%j at %i × %i cm → %j (%s)', (ids, width, height, expected) => {
    expect(optionCharges(product, pick(ids), { width, height })).toEqual(expected);
  });

  it('adds up to what priceLine charges for the options', () => {
    const options = pick([11, 20, 22, 23, 24]);
    const selection = { optionIds: options.map((o) => o.id), width: 137, height: 89, quantity: 3 };
    const charges = optionCharges(product, options, selection);
    const quote = priceLine(product, options, selection);
    expect(charges.reduce((sum, c) => sum + c.perItemCents, 0)).toBe(quote.optionsPerItemCents);
    expect(charges.reduce((sum, c) => sum + c.fixedCents, 0)).toBe(quote.fixedCents);
  });
});

describe('chosenBranches', () => {
  it('groups a three-level choice into one entry', () => {
    expect(chosenBranches(pick([10, 20, 22, 23, 24]))).toEqual([
      { topId: 10, optionIds: [10] },
      { topId: 20, optionIds: [20, 22, 23] },
      { topId: 24, optionIds: [24] },
    ]);
  });
});
