import type { ProductCategorySeed } from './common';
import { banners, scaffoldSigns } from './products-banners';
import { bannerFrames, cafeBarriers, featherFlags, pavementSigns } from './products-hardware';
import { fabrics, rollMaterials, vinyl } from './products-materials';

export { serviceCategories } from './services';

/** Product categories in storefront order. */
export const productCategories: ProductCategorySeed[] = [
  banners,
  vinyl,
  fabrics,
  rollMaterials,
  pavementSigns,
  bannerFrames,
  featherFlags,
  cafeBarriers,
  scaffoldSigns,
];
