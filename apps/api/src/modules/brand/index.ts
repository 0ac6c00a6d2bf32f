/** The public face of the brand module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { logoUrl, readLogo } from './logo';
export { brandRoutes } from './routes';
export { ParcelLabelEnvelopeSchema } from './schema';
export { senderBrandOf } from './service';
export { resellerBrands, type SenderBrand } from './table';
