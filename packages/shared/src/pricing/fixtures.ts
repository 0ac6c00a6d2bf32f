import type { PricingProduct } from './types';

/** A weldable PVC banner, priced per m², as the tests use it. */
export function bannerProduct(overrides: Partial<PricingProduct> = {}): PricingProduct {
  return {
    pricingMode: 'per_m2',
    basePriceCents: 1200,
    minChargeCents: 0,
    quantityBreaks: [],
    minWidth: 20,
    maxWidth: 300,
    minHeight: 20,
    maxHeight: 500,
    weldable: true,
    minQuantity: 1,
    maxQuantity: 100,
    sections: [
      { id: 1, required: true },
      { id: 2, required: false },
    ],
    options: [
      { id: 10, sectionId: 1, parentId: null, priceMode: 'per_m2', priceAmount: 0 },
      { id: 11, sectionId: 1, parentId: null, priceMode: 'per_m2', priceAmount: 300 },
      { id: 20, sectionId: 2, parentId: null, priceMode: 'per_item', priceAmount: 150 },
      { id: 21, sectionId: 2, parentId: 20, priceMode: 'fixed', priceAmount: 500 },
      { id: 22, sectionId: 2, parentId: 20, priceMode: 'percent', priceAmount: 1250 },
      { id: 23, sectionId: 2, parentId: 22, priceMode: 'per_item', priceAmount: 99 },
      { id: 24, sectionId: 2, parentId: null, priceMode: 'fixed', priceAmount: 450 },
    ],
    ...overrides,
  };
}
