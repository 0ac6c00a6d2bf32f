import { describe, expect, it } from 'vitest';
import type { Product, ProductOption } from '../api/types';
import { productionSavings, summaryChoices } from './summary-lines';
import { toPricingProduct } from './to-pricing';

const option = (
  id: number,
  sectionId: number,
  parentId: number | null,
  mode: ProductOption['price_mode'],
  value: number,
  childrens: ProductOption[] = [],
  saved = 0,
): ProductOption => ({
  id,
  section_id: sectionId,
  parent_id: parentId,
  name: `o${id}`,
  description: '',
  image: null,
  price_mode: mode,
  price: mode === 'percent' ? null : value,
  percent: mode === 'percent' ? value : null,
  production_days_saved: saved,
  finishing: null,
  childrens,
});

const product = {
  id: 1,
  sections: [
    {
      id: 1,
      name: 'Speed',
      required: true,
      options: [option(1, 1, null, 'percent', 0), option(2, 1, null, 'percent', 25, [], 2)],
    },
    {
      id: 2,
      name: 'Finishing',
      required: false,
      options: [
        option(10, 2, null, 'per_item', 1.5, [
          option(11, 2, 10, 'fixed', 5),
          option(12, 2, 10, 'per_m2', 2, [option(13, 2, 12, 'per_item', 0.99)]),
        ]),
      ],
    },
  ],
  pricing_mode: 'per_m2',
  base_price: 12,
  min_charge: 0,
  quantity_breaks: [],
  min_width: 10,
  max_width: 500,
  min_height: 10,
  max_height: 500,
  weldable: false,
  min_q: 1,
  max_q: 100,
} as unknown as Product;

describe('summaryChoices', () => {
  it('lists a three-level choice once, with what the whole branch adds', () => {
    const pricing = toPricingProduct(product);
    const lines = summaryChoices(product, pricing, [2, 10, 12, 13], { width: 100, height: 100 }, 3);
    expect(lines).toEqual([
      // 25 % of the €12 base: €3 an item × 3.
      { id: 2, section: 'Speed', path: ['o2'], addsCents: 900, fixedCents: 0 },
      // €1.50 + €2/m² × 1 m² + €0.99 = €4.49 an item × 3.
      { id: 10, section: 'Finishing', path: ['o10', 'o12', 'o13'], addsCents: 1347, fixedCents: 0 },
    ]);
  });

  it('adds one-off charges once, whatever the quantity', () => {
    const pricing = toPricingProduct(product);
    const [, eyelets] = summaryChoices(product, pricing, [1, 10, 11], { width: 100, height: 100 }, 4);
    expect(eyelets).toMatchObject({ path: ['o10', 'o11'], addsCents: 600 + 500, fixedCents: 500 });
  });
});

describe('productionSavings', () => {
  it('reads the days an express option saves', () => {
    expect(productionSavings(product, [2, 10])).toEqual([
      { productionDaysSaved: 2 },
      { productionDaysSaved: 0 },
    ]);
  });
});
