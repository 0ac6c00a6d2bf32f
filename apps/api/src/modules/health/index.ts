/** The public face of the health module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { healthRoutes } from './routes';
