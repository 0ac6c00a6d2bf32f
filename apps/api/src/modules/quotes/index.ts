/** The public face of the quotes module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { quotesRoutes } from './routes';
export { savedQuotesRoutes } from './saved-routes';
export { savedQuoteCounters, savedQuotes } from './table';
