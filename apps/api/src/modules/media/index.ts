/** The public face of the media module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { mediaAdminRoutes, mediaPublicRoutes } from './routes';
