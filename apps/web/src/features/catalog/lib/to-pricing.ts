import { eurosToCents } from '@shop/shared/money';
import type { PricingOption, PricingProduct } from '@shop/shared/pricing';
import type { Product, ProductOption } from '../api/types';

/** The product as the shared pricing rules see it (the same rules the server applies). */
export function toPricingProduct(product: Product): PricingProduct {
  const options: PricingOption[] = [];
  const walk = (list: ProductOption[]) => {
    for (const option of list) {
      options.push({
        id: option.id,
        sectionId: option.section_id,
        parentId: option.parent_id,
        priceMode: option.price_mode,
        priceAmount:
          option.price_mode === 'percent'
            ? Math.round((option.percent ?? 0) * 100)
            : eurosToCents(option.price ?? 0),
      });
      walk(option.childrens);
    }
  };
  for (const section of product.sections) walk(section.options);
  return {
    pricingMode: product.pricing_mode,
    basePriceCents: eurosToCents(product.base_price),
    minChargeCents: eurosToCents(product.min_charge),
    quantityBreaks: product.quantity_breaks.map((b) => ({
      minQuantity: b.min_quantity,
      discountPercent: b.discount_percent,
    })),
    minWidth: product.min_width,
    maxWidth: product.max_width,
    minHeight: product.min_height,
    maxHeight: product.max_height,
    weldable: product.weldable,
    minQuantity: product.min_q,
    maxQuantity: product.max_q,
    sections: product.sections.map((s) => ({ id: s.id, required: s.required })),
    options,
  };
}
