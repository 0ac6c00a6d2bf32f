/** The public face of the addresses module: all that other modules, app.ts and db/ may import from it (see README.md). */

export { type AddressRow, deliveryAddress, withCountry } from './delivery';
export { addressesRoutes } from './routes';
export { addressSnapshot } from './snapshot';
export { addresses } from './table';
