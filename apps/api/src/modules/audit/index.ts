/** The public face of the audit module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { auditRoutes } from './routes';
export { recordAudit } from './service';
