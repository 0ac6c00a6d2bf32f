/** The public face of the api-keys module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { apiAccessAdminRoutes } from './admin-routes';
export { apiKeysPlugin, presentedKey } from './plugin';
export { apiKeysRoutes } from './routes';
export { assertTradeAccount, isTradeAccount } from './service';
export { apiAccessSuspensions, apiKeys } from './table';
