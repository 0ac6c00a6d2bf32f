/** The public face of the content module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { contentAdminRoutes } from './admin-routes';
export { contactPageRoutes } from './contact-page';
export { contentRoutes } from './routes';
export { brands, clients } from './table';
