/** The public face of the catalog module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { catalogAdminRoutes } from './admin-routes';
export { type CatalogProduct, type CategoryRow, getCatalog, loadSellableProducts } from './cache';
export { registerCourierDays } from './courier-days';
export { catalogRoutes } from './routes';
export { catalogSeoPlugin } from './seo';
export {
  chosenOptions,
  configurationError,
  deliveryPlanFor,
  type LineRequest,
  lineProductionDays,
  quoteForProduct,
  quoteProductLine,
} from './service';
export { categories, type ProductHeader, productOptions, productSections, products, services } from './table';
