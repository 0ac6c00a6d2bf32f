/** The public face of the customers module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { customersDetailRoutes } from './admin-routes';
