/** The public face of the production module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { productionRoutes } from './routes';
