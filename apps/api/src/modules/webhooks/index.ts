/** The public face of the webhooks module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { webhooksPlugin } from './plugin';
export { pruneWebhookDeliveries } from './prune';
export { webhooksRoutes } from './routes';
export { type WebhookSettings, webhookSettingsFrom } from './settings';
export { webhookAttempts, webhookDeliveries, webhookEndpoints } from './table';

import './handler';
