import { quoteLine } from '@shop/shared/pricing';
import { describe, expect, it } from 'vitest';
import type { Product, ProductOption } from '../api/types';
import { toPricingProduct } from './to-pricing';

const option = (
  id: number,
  parentId: number | null,
  mode: ProductOption['price_mode'],
  value: number,
  childrens: ProductOption[] = [],
): ProductOption => ({
  id,
  section_id: 1,
  parent_id: parentId,
  name: `o${id}`,
  description: '',
  image: null,
  price_mode: mode,
  price: mode === 'percent' ? null : value,
  percent: mode === 'percent' ? value : null,
  production_days_saved: 0,
  finishing: null,
  childrens,
});

/** A product as GET /api/products/{id} answers it (euros and percent, not cents). */
const product: Product = {
  id: 1,
  category_id: 1,
  category_name: 'Banners',
  title: 'PVC Banner',
  name: 'PVC Banner',
  description: '',
  image: '',
  images: [],
  meta_title: '',
  meta_description: '',
  headers: [],
  sections: [
    {
      id: 1,
      name: 'Finishing',
      required: true,
      options: [
        option(10, null, 'per_m2', 0),
        option(11, null, 'per_m2', 0.8, [option(12, 11, 'percent', 12.5)]),
      ],
    },
  ],
  min_width: 30,
  max_width: 500,
  min_height: 30,
  max_height: 250,
  def_width: 200,
  def_height: 100,
  min_q: 1,
  max_q: 500,
  limit: 10,
  weldable: true,
  pricing_mode: 'per_m2',
  base_price: 7.5,
  min_charge: 15,
  quantity_breaks: [{ min_quantity: 5, discount_percent: 5 }],
  turnaround_days: 5,
  footers: { description: '' },
  artwork: null,
};

describe('toPricingProduct', () => {
  it('turns the answer back into cents and basis points', () => {
    const pricing = toPricingProduct(product);
    expect(pricing).toMatchObject({
      basePriceCents: 750,
      minChargeCents: 1500,
      weldable: true,
      maxQuantity: 500,
    });
    expect(pricing.quantityBreaks).toEqual([{ minQuantity: 5, discountPercent: 5 }]);
    expect(pricing.options).toEqual([
      { id: 10, sectionId: 1, parentId: null, priceMode: 'per_m2', priceAmount: 0 },
      { id: 11, sectionId: 1, parentId: null, priceMode: 'per_m2', priceAmount: 80 },
      { id: 12, sectionId: 1, parentId: 11, priceMode: 'percent', priceAmount: 1250 },
    ]);
  });

  it('prices in the browser exactly as the rules say', () => {
    // 3 m² × 7.50 = 22.50; hems 3 × 0.80 = 2.40; 12.5 % of 22.50 = 2.8125 → 2.81; × 5 = 138.55; 5 % off = 6.93 (6.9275)
    const result = quoteLine(toPricingProduct(product), {
      optionIds: [11, 12],
      width: 300,
      height: 100,
      quantity: 5,
    });
    expect(result.ok && result.quote).toMatchObject({
      unitCents: 2771,
      itemsCents: 13_855,
      discountCents: 693,
      totalCents: 13_162,
    });
  });
});
