/** The public face of the reseller module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { type ArtworkFetchLimits, MAX_REDIRECTS } from './artwork-fetch';
export type { PricedLine, PricedQuote } from './pricing';
export { type ResellerRoutesOptions, resellerRoutes } from './routes';
export { QUOTE_VALID_DAYS } from './service';
export { resellerOrders, resellerQuotes } from './table';
