/** The public face of the checkout module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { type ConfigurationQuote, quoteConfiguration } from './configuration-quote';
export { cartFinisher } from './payment-finish';
export { checkoutRoutes } from './routes';
export { ConfigurationQuoteQuerySchema } from './schema';
export { calculateShipment } from './service';
