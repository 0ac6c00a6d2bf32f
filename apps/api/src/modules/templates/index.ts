/** The public face of the templates module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { templatesRoutes } from './routes';
